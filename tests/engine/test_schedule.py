"""Level schedules: the defaults of S7-7 and BJX-2, doubling on, validation, edits, the file."""

from __future__ import annotations

import json
from typing import Any

import pytest

from app.engine.errors import RulesError
from app.engine.rules import BetLevel, Variant
from app.engine.schedule import MAX_BET, Level, Schedule
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules

S7_BETS = [
    (25, 50), (50, 100), (100, 200), (200, 400),
    (400, 800), (800, 1600), (1000, 2000), (2000, 4000),
]
BJX_MINIMUMS = [25, 50, 100, 200, 400, 800, 1600]


def bets(schedule: Schedule, first: int, last: int) -> list[tuple[int, int | None]]:
    return [
        (schedule.level(n).minimum, schedule.level(n).maximum) for n in range(first, last + 1)
    ]


class TestDefaults:
    def test_series7_levels(self) -> None:
        """S7-7: 25/50 ... 2000/4000, 15-minute levels, a 15-minute break after every third."""
        schedule = Schedule.default("series7")
        assert schedule.variant is Variant.SERIES7
        assert bets(schedule, 1, 8) == S7_BETS
        assert [schedule.level(n).number for n in range(1, 9)] == list(range(1, 9))
        assert {schedule.level(n).minutes for n in range(1, 12)} == {15}
        assert schedule.level(1).seconds == 900
        assert (schedule.break_every, schedule.break_minutes) == (3, 15)
        assert [n for n in range(1, 13) if schedule.has_break_after(n)] == [3, 6, 9, 12]
        assert schedule.break_seconds == 900
        assert schedule.chip_unit == 25

    def test_series7_options(self) -> None:
        """S7-7: `level_minutes` 12-15 and the break options are the director's."""
        schedule = Schedule.default("series7", level_minutes=12, break_every=4, break_minutes=10)
        assert {schedule.level(n).minutes for n in range(1, 12)} == {12}
        assert [n for n in range(1, 13) if schedule.has_break_after(n)] == [4, 8, 12]
        assert schedule.break_minutes == 10

    def test_bjx_levels(self) -> None:
        """BJX-2: minimums 25, 50, ... 1600, no maximum, every 20 minutes; no breaks."""
        schedule = Schedule.default("bjx")
        assert schedule.variant is Variant.BJX
        assert bets(schedule, 1, 7) == [(low, None) for low in BJX_MINIMUMS]
        assert {schedule.level(n).minutes for n in range(1, 10)} == {20}
        assert schedule.break_every == 0
        assert not any(schedule.has_break_after(n) for n in range(1, 30))
        assert schedule.chip_unit == 5

    def test_bjx_breaks_on_request(self) -> None:
        """BJX-2: BJX is silent on breaks; a director may still ask for them."""
        schedule = Schedule.default("bjx", level_minutes=25, break_every=3, break_minutes=10)
        assert schedule.level(1).minutes == 25
        assert schedule.has_break_after(3) and not schedule.has_break_after(4)

    def test_levels_give_the_rounds_bets(self) -> None:
        """S7-8, BJX-2: a level is the BetLevel the rounds play at."""
        assert Schedule.default("series7").level(3).bets == BetLevel(100, 200)
        assert Schedule.default("bjx").level(3).bets == BetLevel(100)

    def test_from_rules(self) -> None:
        """S7-7, BJX-2: the schedule follows the variant's rules options."""
        s7 = Schedule.from_rules(Series7Rules(level_minutes=12, break_every=2, break_minutes=5))
        assert s7 == Schedule.default("series7", 12, 2, 5)
        assert Schedule.from_rules(Series7Rules()) == Schedule.default("series7")
        assert Schedule.from_rules(BjxRules(level_minutes=30)) == Schedule.default("bjx", 30)
        no_breaks = Schedule.from_rules(Series7Rules(break_minutes=0))
        assert no_breaks.break_every == 0
        with pytest.raises(RulesError, match="tenhand variant has no levels"):
            Schedule.from_rules(TenHandRules())


class TestDoubling:
    def test_series7_doubles_both_after_2000_4000(self) -> None:
        """S7-7: after 2000/4000 both double each level, forever."""
        schedule = Schedule.default("series7")
        assert bets(schedule, 8, 11) == [(2000, 4000), (4000, 8000), (8000, 16000),
                                         (16000, 32000)]
        far = schedule.level(34)
        assert (far.number, far.minimum, far.maximum) == (34, 2000 * 2**26, 4000 * 2**26)

    def test_bjx_doubles_on(self) -> None:
        """BJX-2: 1600, then doubling on."""
        schedule = Schedule.default("bjx")
        assert bets(schedule, 7, 10) == [(1600, None), (3200, None), (6400, None), (12800, None)]

    def test_levels_past_the_list_have_the_default_length(self) -> None:
        """S7-7: past the list, levels last `level_minutes` whatever the last listed one lasts."""
        schedule = Schedule.default("series7", level_minutes=12).with_level(8, minutes=30)
        assert schedule.level(8).minutes == 30
        assert schedule.level(9).minutes == 12
        assert schedule.level_seconds(9) == 720

    @pytest.mark.parametrize(("make", "doubling_stops"), [
        ("series7", 35),  # 4000 * 2**27 <= 10**12 < 4000 * 2**28
        ("bjx", 36),  # 1600 * 2**29 <= 10**12 < 1600 * 2**30
    ])
    def test_doubling_stops_before_a_bet_passes_max_bet(
            self, make: str, doubling_stops: int) -> None:
        """S7-7, BJX-2 and the ruling of docs/decisions/bets-stop-doubling.md: past the list the
        bets double while the highest stays within MAX_BET; the levels after keep those bets."""
        schedule = Schedule.default(make)
        top = schedule.level(doubling_stops)
        highest = top.maximum or top.minimum
        assert highest <= MAX_BET < 2 * highest
        before = schedule.level(doubling_stops - 1)
        assert (2 * before.minimum, before.maximum and 2 * before.maximum) == (
            top.minimum, top.maximum)
        for number in (doubling_stops + 1, 1000, 10**9):
            level = schedule.level(number)
            assert (level.number, level.minimum, level.maximum) == (
                number, top.minimum, top.maximum)

    def test_no_bet_above_max_bet(self) -> None:
        with pytest.raises(RulesError, match="Level 1: no bet may be above 1,000,000,000,000"):
            Level(1, 25, MAX_BET + 25, 15)

    @pytest.mark.parametrize("number", [0, -1, True, 1.5])
    def test_level_numbers_start_at_one(self, number: Any) -> None:
        with pytest.raises(RulesError, match="numbered from 1"):
            Schedule.default("series7").level(number)


def s7_levels(*rows: tuple[int, int, int]) -> tuple[Level, ...]:
    return tuple(Level(n, low, high, minutes) for n, (low, high, minutes) in enumerate(rows, 1))


class TestValidation:
    @pytest.mark.parametrize(
        ("levels", "message"),
        [
            (s7_levels((25, 50, 15), (25, 100, 15)),
             r"Level 2: the minimum bet \(25\) must be higher than level 1's \(25\)"),
            (s7_levels((25, 50, 15), (50, 100, 15), (75, 100, 15)),
             r"Level 3: the maximum bet \(100\) must be higher than level 2's \(100\)"),
            (s7_levels((50, 100, 15), (25, 50, 15)), r"Level 2: the minimum bet \(25\)"),
            (s7_levels((25, 50, 15), (60, 100, 15)),
             r"Level 2: the minimum bet \(60\) must be a multiple of the 25 chip"),
            (s7_levels((25, 55, 15)), r"Level 1: the maximum bet \(55\) must be a multiple"),
            ((), "at least one level"),
            ((Level(2, 25, 50, 15),), "numbered 2; levels are numbered in order from 1"),
            ((Level(1, 25, None, 15),), "Level 1: Series 7 levels need a maximum bet"),
        ],
    )
    def test_series7_errors_name_the_level(self, levels: tuple[Level, ...], message: str) -> None:
        """S7-7: amounts in 25 chips, rising strictly from level to level."""
        with pytest.raises(RulesError, match=message):
            Schedule(Variant.SERIES7, levels, 15, 3, 15)

    @pytest.mark.parametrize(
        ("args", "message"),
        [
            ((4, "50", 100, 15), "Level 4: the minimum bet must be a whole number"),
            ((3, 0, 100, 15), "Level 3: the minimum bet must be a positive whole number, not 0"),
            ((3, -25, 100, 15), "Level 3: the minimum bet must be a positive"),
            ((3, True, 100, 15), "Level 3: the minimum bet must be a whole number, not True"),
            ((3, 400, 200, 15), r"Level 3: the maximum bet \(200\) is below its minimum \(400\)"),
            ((3, 100, 200, 0), "Level 3: the length in minutes must be from 1 to 600, not 0"),
            ((3, 100, 200, 1.5), "Level 3: the length in minutes must be a whole number"),
            ((0, 100, 200, 15), "A level's number must be a positive whole number"),
        ],
    )
    def test_level_errors(self, args: tuple[Any, ...], message: str) -> None:
        """S7-7: amounts are positive whole numbers, a maximum is not below its minimum."""
        with pytest.raises(RulesError, match=message):
            Level(*args)

    def test_bjx_amounts(self) -> None:
        """BJX-1, BJX-2: the BJX chip unit is 5 and levels have only a minimum."""
        fine = Schedule(Variant.BJX, (Level(1, 5, None, 20), Level(2, 35, None, 20)), 20)
        assert fine.level(3).minimum == 70
        with pytest.raises(RulesError, match=r"Level 2: the minimum bet \(37\) must be a multiple "
                                             "of the 5 chip"):
            Schedule(Variant.BJX, (Level(1, 5, None, 20), Level(2, 37, None, 20)), 20)
        with pytest.raises(RulesError, match="Level 1: BJX levels have only a minimum bet"):
            Schedule(Variant.BJX, (Level(1, 25, 50, 20),), 20)
        with pytest.raises(RulesError, match="multiple of the 25 chip"):
            Schedule(Variant.SERIES7, (Level(1, 35, 70, 20),), 20)

    def test_tenhand_has_no_schedule(self) -> None:
        """T10-2: the 10-hand minimum bet is fixed; it has no levels."""
        with pytest.raises(RulesError, match="tenhand variant has no levels"):
            Schedule(Variant.TENHAND, (Level(1, 10, None, 20),), 20)

    @pytest.mark.parametrize(
        ("minutes", "every", "break_minutes", "message"),
        [
            (0, 3, 15, r"levels after the list \(level_minutes\) must be from 1 to 600"),
            (15, -1, 15, r"break_every\) must be from 0 to 100"),
            (15, 3, 0, r"break after every 3 levels needs a length of at least 1 minute"),
            (15, 3, 601, r"break_minutes\) must be from 0 to 600"),
        ],
    )
    def test_lengths(self, minutes: int, every: int, break_minutes: int, message: str) -> None:
        """S7-7: levels and breaks have positive lengths."""
        with pytest.raises(RulesError, match=message):
            Schedule(Variant.SERIES7, s7_levels((25, 50, 15)), minutes, every, break_minutes)

    def test_no_breaks_needs_no_break_length(self) -> None:
        """S7-7: break_every 0 is a schedule without breaks."""
        schedule = Schedule(Variant.SERIES7, s7_levels((25, 50, 15)), 15, 0, 0)
        assert not schedule.has_break_after(3)


class TestEditing:
    def test_with_level_changes_one_level(self) -> None:
        """S7-24: the director may change a level's bets or its time."""
        schedule = Schedule.default("series7")
        edited = schedule.with_level(3, minimum=125, maximum=250, minutes=12)
        assert edited.level(3) == Level(3, 125, 250, 12)
        assert schedule.level(3) == Level(3, 100, 200, 15)  # the original is unchanged
        assert [edited.level(n) for n in (1, 2, 4, 5)] == [schedule.level(n) for n in (1, 2, 4, 5)]
        assert edited.with_level(3, minutes=10).level(3) == Level(3, 125, 250, 10)

    def test_with_level_is_validated(self) -> None:
        """S7-7: an edit that breaks the rising levels is refused, naming the level."""
        schedule = Schedule.default("series7")
        with pytest.raises(RulesError, match=r"Level 4: the minimum bet \(200\) must be higher "
                                             r"than level 3's \(200\)"):
            schedule.with_level(3, minimum=200, maximum=300)
        with pytest.raises(RulesError, match="Level 2: the length in minutes"):
            schedule.with_level(2, minutes=0)
        with pytest.raises(RulesError, match="BJX levels have only a minimum"):
            Schedule.default("bjx").with_level(2, maximum=100)
        with pytest.raises(RulesError, match="numbered from 1"):
            schedule.with_level(0, minimum=25)
        with pytest.raises(RulesError, match="Only levels 1 to 1000 can be edited, not 1001"):
            schedule.with_level(1001, minutes=5)

    def test_with_level_past_the_list_writes_the_levels_out(self) -> None:
        """S7-7: editing level 10 keeps the doubled level 9 before it."""
        schedule = Schedule.default("series7").with_level(10, minimum=10000, maximum=20000)
        assert len(schedule.levels) == 10
        assert bets(schedule, 8, 11) == [(2000, 4000), (4000, 8000), (10000, 20000),
                                         (20000, 40000)]

    def test_with_breaks_and_level_minutes(self) -> None:
        """S7-7: the break rhythm and the level length are options."""
        schedule = Schedule.default("series7").with_breaks(2, 5)
        assert (schedule.break_every, schedule.break_minutes) == (2, 5)
        assert schedule.with_breaks(0, 0).break_every == 0
        with pytest.raises(RulesError, match="needs a length"):
            schedule.with_breaks(2, 0)
        twelve = schedule.with_level_minutes(12)
        assert {twelve.level(n).minutes for n in range(1, 20)} == {12}


class TestStructureFile:
    @pytest.mark.parametrize(
        "schedule",
        [
            Schedule.default("series7"),
            Schedule.default("bjx"),
            Schedule.default("series7", 12, 4, 10).with_level(2, minutes=20)
            .with_level(10, minutes=9),
            Schedule.default("bjx", 25, 3, 5).with_level(7, minimum=1500),
        ],
    )
    def test_round_trip_through_json(self, schedule: Schedule) -> None:
        """S7-7, BJX-2: the structure a director saves loads back the same schedule."""
        data = json.loads(json.dumps(schedule.to_dict()))
        assert Schedule.from_dict(data) == schedule

    def test_the_written_structure(self) -> None:
        """S7-7: plain keys a director can read and edit."""
        data = Schedule.default("series7").to_dict()
        assert data["variant"] == "series7"
        assert (data["level_minutes"], data["break_every"], data["break_minutes"]) == (15, 3, 15)
        assert data["levels"][0] == {"level": 1, "min": 25, "max": 50, "minutes": 15}
        assert Schedule.default("bjx").to_dict()["levels"][6] == {
            "level": 7, "min": 1600, "minutes": 20,
        }

    def test_short_structures_use_the_defaults(self) -> None:
        """S7-7, BJX-2: keys left out take the variant's defaults."""
        assert Schedule.from_dict({"variant": "series7"}) == Schedule.default("series7")
        assert Schedule.from_dict({"variant": "bjx"}) == Schedule.default("bjx")
        assert Schedule.from_dict({"variant": "series7", "level_minutes": 12}) == (
            Schedule.default("series7", level_minutes=12)
        )
        custom = Schedule.from_dict({
            "variant": "bjx",
            "level_minutes": 10,
            "levels": [{"min": 10}, {"min": 20, "minutes": 30}],
        })
        assert custom.levels == (Level(1, 10, None, 10), Level(2, 20, None, 30))
        assert custom.level(3) == Level(3, 40, None, 10)

    @pytest.mark.parametrize(
        ("data", "message"),
        [
            ([1, 2], "must be an object with a \"variant\""),
            ({"levels": []}, "needs a \"variant\""),
            ({"variant": "poker"}, "\"variant\" must be \"series7\" or \"bjx\", not 'poker'"),
            ({"variant": "tenhand"}, "tenhand variant has no levels"),
            ({"variant": "bjx", "breaks": 3}, "Unknown key 'breaks' in the level structure"),
            ({"variant": "bjx", "levels": []}, "\"levels\" must be a list of levels"),
            ({"variant": "bjx", "levels": {"min": 25}}, "\"levels\" must be a list"),
            ({"variant": "bjx", "levels": [25]}, "Level 1 of \"levels\" must be an object"),
            ({"variant": "bjx", "levels": [{"min": 25, "bet": 5}]},
             "Unknown key 'bet' in level 1 of \"levels\""),
            ({"variant": "bjx", "levels": [{"min": 25}, {"minutes": 5}]},
             "Level 2 needs a \"min\" bet"),
            ({"variant": "bjx", "levels": [{"min": "25"}]},
             "Level 1: the minimum bet must be a whole number, not '25'"),
            ({"variant": "bjx", "levels": [{"min": 25, "max": 50}]},
             "Level 1: BJX levels have only a \"min\" bet; remove its \"max\""),
            ({"variant": "series7", "levels": [{"min": 25}]}, "Level 1 needs a \"max\" bet"),
            ({"variant": "series7", "levels": [{"level": 2, "min": 25, "max": 50}]},
             "Level 1 of \"levels\" says it is level 2"),
            ({"variant": "series7", "levels": [{"min": 25, "max": 50}, {"min": 25, "max": 75}]},
             "Level 2: the minimum bet \\(25\\) must be higher"),
            ({"variant": "series7", "level_minutes": "15"},
             "\"level_minutes\" must be a whole number, not '15'"),
            ({"variant": "series7", "break_every": 2.5}, "break_every\\) must be a whole number"),
        ],
    )
    def test_malformed_structures_say_what_to_fix(self, data: Any, message: str) -> None:
        """S7-24: a director's structure file that cannot be used says why."""
        with pytest.raises(RulesError, match=message):
            Schedule.from_dict(data)
