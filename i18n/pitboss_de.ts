<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>SettingsView</name>
    <message>
        <source>Follow the system (now: %1)</source>
        <extracomment>The window&apos;s looks (app/ui/style.py), as the Colours list names them. The sound outputs there are now (tests give their own).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chart_dialog</name>
    <message>
        <source>Basic-strategy chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best play for each hand against each dealer card, worked out by the advisor for a full shoe under these rules (your table&apos;s to start with).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks in the shoe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;oft 17</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the dealer does on soft 17</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer hits soft 17</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer stands on soft 17</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double after &amp;split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double after a split allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late s&amp;urrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late surrender allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer splits &amp;aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Series 7: a dealer dealt two aces splits them and plays the better hand (S7-17); split aces may then double (S7-19)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer splits a pair of aces, as in Series 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Work out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work out the chart for these rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of the chart worked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened to the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart as a PNG picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the chart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>director_view</name>
    <message>
        <source>Director console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where players join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Addresses of the night&apos;s web pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QR code of the night&apos;s web page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point a phone&apos;s camera here to open the night&apos;s page: each player&apos;s screen and seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--:--</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left in the level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the night&apos;s next tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once this tournament is over: the next one, with the same rules; its waiting list is first in line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a minute to the level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 mi&amp;nute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a minute from the level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−1 m&amp;inute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to &amp;level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level to go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to that level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare sudden death</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sudden &amp;death</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Director&apos;s log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables and levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables and seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table to move to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Void the hand at table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table whose hand to void</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Void the hand: bets go back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V&amp;oid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves waiting for the end of a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Le&amp;vels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level schedule: minimum, maximum and minutes of each level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels already started cannot change; past the list, the last level doubles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Break every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels between breaks (0: no breaks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>levels, for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes of each break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a level at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add l&amp;evel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the last level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove las&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the level schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appl&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registered players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting list (S7-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting list: turned away from a full tournament, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late entries &amp;waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late entries waiting for the director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Admit the late entry with its penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Admit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse the late entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;fuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the lobby; the night goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ba&amp;ck to the lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the night&apos;s sheets as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sign-in sheet, seat cards after the draw, the results: PDF files to print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paperwor&amp;k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop hosting the night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop &amp;hosting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drill_view</name>
    <message>
        <source>Drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of spot to drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the &amp;lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot number and kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount to bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet the amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The advisor&apos;s grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers right by kind, over every session</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>help_dialog</name>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of the game and the keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>history_view</name>
    <message>
        <source>Past tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the chosen tournament as a JSON file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen tournament, its standings and every hand&apos;s events, in one JSON file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the chosen tournament as CSV files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen tournament&apos;s results.csv and hands.csv, for a spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the &amp;lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, game, date, status and winner of each tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings of the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands of the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand number, table, dealer and what it came to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replayed table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a hand to replay it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The advisor at this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back (Left arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step (Right arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kiosk_view</name>
    <message>
        <source>Tournament clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pitboss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--:--</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to the next break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table moves announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seat and your screen on your phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QR code of the night&apos;s web page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address of the night&apos;s web page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings: place, player, chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table draw page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat draw: player, table and seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season standings page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season standings: which rows are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season standings: place, member, points, events, wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final: what the chances come from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final: place, player, chips, chance of winning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final: what it takes to pass the leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>league_view</name>
    <message>
        <source>League</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the &amp;lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster, and seasons with their standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number, name, status with its reason, date joined and date confirmed 21 or older of each member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New member&apos;s name, the one they play under</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name they play under</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>21+ confirmed &amp;on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date you confirmed they are 21 or older, YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No date of birth is kept: only the day you checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the new member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen member&apos;s status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a member in the roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rea&amp;son</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason, as the member will be told</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the member will be told</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided &amp;by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;uspend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suspend the chosen member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;voke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke the chosen member&apos;s membership: they cannot register</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reins&amp;tate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstate the chosen member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import members from a CSV file, all or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A header row naming the columns: name and adult_confirmed_on at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export every member to a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seasons and stan&amp;dings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, dates and number of tournaments of each season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New season, or a new formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Na&amp;me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New season&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winter 2027</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New season&apos;s first day, YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last da&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New season&apos;s last day, YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points pr&amp;eset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points formula: a preset, or your own typed as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own formula (&amp;JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own points formula, as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table: {&quot;places&quot;: [100, 80, 65], &quot;past_table&quot;: 0, &quot;playing&quot;: 10}; or an expression of the field n and the place p: {&quot;formula&quot;: &quot;10 * sqrt(n) / sqrt(p)&quot;, &quot;playing&quot;: 5}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{&quot;places&quot;: [100, 80, 65], &quot;playing&quot;: 10}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create the new season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;w formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the chosen season&apos;s points by this formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen season counts its points by this formula: its standings are worked out again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count a finished tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished tournament to count in the chosen season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assi&amp;gn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the tournament in the chosen season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings of the chosen season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place, member, points, events, wins, best and average finish, chips won dealing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print season table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the season table to a PDF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member&apos;s history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournaments of the chosen member in the season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament, date, game, field, place and points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its &amp;hands in past tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the chosen tournament and its hands in past tournaments</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lobby_view</name>
    <message>
        <source>Lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pitboss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blackjack tournaments: Series 7, 10-hand and BlackJack eXtreme. Chips have no cash value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play at home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Series 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BlackJack eXtreme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10-hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot &amp;level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament sense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ule options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the rule options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play at home against the bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a game night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G&amp;ame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game to host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Po&amp;rt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port to listen on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join cod&amp;e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join code players type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 to 12 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Director code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Director code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave empty for a new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lock page port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port of the web page of the clock (off: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A TV or a phone shows the clock at http://ADDRESS:PORT/clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Others join at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address others type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night hosted here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H&amp;ost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this &amp;network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts found on the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add&amp;ress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>192.168.1.20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;de</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host&apos;s join code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jo&amp;in as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your na&amp;me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name at the table you join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the kiosk clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kiosk clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open past tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past &amp;tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the league: members, seasons and standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Your league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the drills: spots graded by the advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drills &amp;with the advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the basic-strategy chart of the chosen game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy &amp;chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Pitboss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main_window</name>
    <message>
        <source>Pitboss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;kip animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Pitboss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>phrases</name>
    <message>
        <source>Say hello first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A director connects with the director&apos;s code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong director code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong join code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many wrong codes from your address: try again in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already playing here; rejoin with your token (names that differ only in case or in the form of their letters are the same name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You left before your seat was yours again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another connection to your seat is waiting to take it back: wait for it, or try again later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament is full: you are on the waiting list (S7-2), first in line for the night&apos;s next tournament: join again when it opens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director did not answer your late entry in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You left before the director answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director refused your late entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not registered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many connections from %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host is full: try again later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say hello within %1 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament and its waiting list (%L1 names) are full: no more names are taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field is full (%L1 players, the most this host takes): no more names are taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 names from your address are on the waiting list, the most one address may have there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 names from your address are in the field, the most one address may have there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a name of 1 to %1 letters, digits, spaces or .&apos;-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; mixes letters of different scripts, which can look like another name: write it in one script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a word the host uses for a role: choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a code of %1 to %2 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bet of yours is awaited there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 or %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 to %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 to %L2 in %L3s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet %1, not %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet %1, not %L2: your bet of %L3 stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet %1, not %L2: you bet the lowest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bet was refused (%1): you bet the lowest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1 began</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bets changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 before the cards were dealt: bet %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 before the cards were dealt: you bet %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 before the cards were dealt, so your bet of %L2 is asked again: bet %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 before the cards were dealt, so your bet of %L2 is asked again: you bet %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your time ran out, so you are away: the rules bet and play for you without waiting until you bet or act again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome back: the table waits for your bets and actions again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That decision is not yours to make now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a seated player adds to a shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No shuffle of that hand is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a player seated at that table adds to its shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send from 1 to %1 bytes of entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat messages are 1 to %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One chat message a second, please</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectators&apos; chat is closed: the director may open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chat is busy: say it again in a few seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat is closed: the host&apos;s disk is nearly full, and what room is left is kept for the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already said hello</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the director may do that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a display follows every table&apos;s hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a display or the director follows the season&apos;s standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No late entry of &apos;%1&apos; waits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s late entry has new terms: table %2, penalty %L3 chips; admit again to accept them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say how many seconds to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which level to go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say the levels and breaks to come</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say at which table to void the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which player to move and to which table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say whose late entry to admit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say whose late entry to refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament in play is not over yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the tournament is still being stored: try again in a moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This host runs Pitboss %1 (protocol %2); your Pitboss %3 speaks protocol %4. Install Pitboss %1 to join this night, or ask the host to run the same version as you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This host runs Pitboss %1 (protocol %2); your copy of Pitboss speaks protocol %3. Install Pitboss %1 to join this night, or ask the host to run the same version as you</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>results_dialog</name>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results of the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How you finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner and your match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places and chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Watch the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the results and watch the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your report: every decision valued by the advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the &amp;lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table for the lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a new game with the same options</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>review_panel</name>
    <message>
        <source>&amp;Your report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your decisions in the chosen tournament, valued by the advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player whose report is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose decisions to review (picking a name in the standings picks it here too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a tournament to see your report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report by kind of decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The costliest decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate one (Enter or a click) to replay its hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules_dialog</name>
    <message>
        <source>Rule options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The options of the rules, with the defaults of the rules of record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is wrong with the options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every option back to its default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the options as they were</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use these options</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>settings_dialog</name>
    <message>
        <source>Pitboss · Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>settings_view</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sound:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play sound effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards, chips and the tournament clock make sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound effect volume, 0 to 100 per cent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;nimations:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast cards and chips move on the table; off shows each change at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green, so every suit has its own colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour deck (blue diamonds, green clubs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards, chips and felt of the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colours of the windows: your system&apos;s light or dark mode, the green felt, dark, or high contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the windows, from the next start: your system&apos;s, or one chosen here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes effect the next time Pitboss starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name others see at the table: 1 to 24 letters, digits, spaces or .&apos;-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name others see at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language and region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers and dates:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers and dates in your system&apos;s locale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pitboss follows your system&apos;s language and region settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puts every setting back to its default; nothing changes until you apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uses and saves these settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>table_view</name>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table felt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds left to answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The amounts allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mi&amp;n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet the minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ma&amp;x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet the maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit: take a card (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double down (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;plit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Su&amp;rrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrender (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take insurance (I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Even money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take even money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit this hand out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay in the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show card &amp;1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show your first card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show card &amp;2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show your second card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer: play the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fold the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer: fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer: hit the soft hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer: stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level and bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--:--</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left in the level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the chat message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show advice for this decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy &amp;chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the basic-strategy chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table and go back to the lobby</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
