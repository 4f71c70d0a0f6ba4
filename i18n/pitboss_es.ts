<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ChartDialog</name>
    <message>
        <source>Worked out for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartGrid</name>
    <message>
        <source>Basic-strategy chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out the chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <comment>the player&apos;s hand, over the chart&apos;s rows</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DirectorView</name>
    <message>
        <source>Spectators&apos; chat &amp;unmuted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let spectators chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectators may not chat unless this is ticked; players always may</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players join at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directing the host at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop &amp;hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop hosting the night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the console; the night goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phones: %1
Clock: %1clock
Remote: %1director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2: %L3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• %1: %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (table %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (deals)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No clock (10-hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 PAUSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to level %1 now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Void the hand at table %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Void the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every bet of that hand goes back; the same dealer deals it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare sudden death?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare sudden death</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S7-22: from the next hand the two players left play on until one of them has all the chips; it cannot be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrillView</name>
    <message>
        <source>The drills cannot be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>· as a guest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out the next spot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No spot could be worked out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer could not be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 You: %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This session: %1 of %2 right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This session: no spot answered yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2 of %3 on %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answers kept yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FeltView</name>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer button&apos;s letter</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▼ shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▲ shown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to play %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>No tournaments have been recorded yet: there is no database at %1</source>
        <extracomment>Asks where to export to: (parent, caption) -&gt; a folder, or None if the person cancelled. Dates under the C (POSIX) locale, which has no way of its own worth reading (&quot;4 12 2026&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tournaments have been recorded in this database yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · won by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read this tournament: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>– %1 — out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Standings after the last hand played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hands (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a hand to replay it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hands to replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a tournament, then a hand to replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an event this version cannot show (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the tournament as JSON into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the tournament as CSV into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KioskView</name>
    <message>
        <source>PAUSED</source>
        <extracomment>Between two columns of a list page, in the page&apos;s text units: words never run together. The list pages&apos; text: this many units high, less when that many rows would not fit (but never under the smallest size a room can read).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KioskWindow</name>
    <message>
        <source>Pitboss · tournament clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · directors join at %2 with code %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueView</name>
    <message>
        <source>Chips won dealing: a Series 7 dealer covers every bet (S7-13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No league yet: the first member or season you add makes its database at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the league: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a member in the roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added member %1: %2 (confirmed 21 or older on %3, joined %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a member in the roster first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suspend the membership of %1 (member %2)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They cannot register until reinstated. The reason: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke the membership of %1 (member %2)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They cannot register: the host refuses them with the reason. The reason: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstate the membership of %1 (member %2)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They may register again. The reason: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import members from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no members to export yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the members to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created the season %1, %2 to %3, formula %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the season whose formula to change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The season %1 now counts points by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the points of %1 by %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its standings are worked out again, for every member.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished tournament to count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose or create a season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a season and a finished tournament to count in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament %1 now counts in the season %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count tournament %1 in the season %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once counted, it stays in the season&apos;s standings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the tournaments&apos; names: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member&apos;s history: choose a member in the standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s tournaments in the season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a season to print its table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the season table to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not print the season table: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LevelEditor</name>
    <message>
        <source>Level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1: minimum bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1: maximum bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1: minutes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <source>You</source>
        <comment>the player&apos;s name until one is typed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not looking for hosts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the c&amp;onsole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the director&apos;s console of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H&amp;ost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a game night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Changed: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a join code of %1 for the players to type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a director&apos;s code of %1, or leave it empty for a new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director&apos;s code must differ from the players&apos; join code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a host found on the network, or type its address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the host&apos;s join code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pitboss · hosting on port %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pitboss · hosting elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pitboss · Past tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pitboss · League</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pitboss · Drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the kiosk clock, pick or type a host and its code under Join (or host a night here); `pitboss kiosk --standalone` runs a clock of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop directing the night on the console first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pitboss · directing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The night is still stopping; host again in a moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot host: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was stopped before its end. Carry it on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resuming keeps its players, chips, levels, clock (paused until you resume it) and join code %1. A new night starts at level 1 with everyone back in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is over and stopped; its results are in History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop hosting %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop hosting the night?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone at its tables is disconnected. It is kept in the database: hosting again offers to resume it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot host: %1; choose another port for it, or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · join code %2 · director code %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the results</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Pick a tournament to see your report</source>
        <extracomment>Stored records that change no more: their reports are kept once computed. A bet is made by placing it; every other decision by an action (a double&apos;s or a raise&apos;s chips are placed too, after the action that decided them).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No players in this tournament to report on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing %1&apos;s decisions… (the night is played again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The costliest %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No costly decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The costliest decisions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <source>%1%</source>
        <comment>the volume</comment>
        <extracomment>The check &quot;Check now&quot; started, while it runs or once done.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking for updates...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (now: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system (now: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your system&apos;s locale: %1. Pitboss follows your system&apos;s language and region settings.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>%1. %2: %L3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• %1: %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (stopped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (stopped: the host has gone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise &amp;to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insure &amp;for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the host to come back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet mi&amp;n %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet ma&amp;x %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet the minimum, %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet the maximum, %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your blind: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the other players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show %1 (&amp;%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show card &amp;%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UpdateCheckOnStart</name>
    <message>
        <source>Pitboss updates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>about_words</name>
    <message>
        <source>installed build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Blackjack tournaments: Series 7, 10-hand and BlackJack eXtreme, at home against bots, on a LAN game night, or as the clock on a big screen.&lt;/p&gt;&lt;p&gt;Chips have no cash value; nothing in Pitboss touches money.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;small&gt;Qt %1, Python %2, %3&lt;/small&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Pitboss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>advice_words</name>
    <message>
        <source>hit</source>
        <extracomment>The plays as the advice names them, read with `advice_words.tr`.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sit out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stay in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise to %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take insurance (%L1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a play and its value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic strategy: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best play: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By chip value: %1 (basic strategy agrees).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best play: %1 (basic strategy agrees).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By chip value: %1. Basic strategy says %2, but with the cards seen %1 is worth %3 of a bet more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best play: %1. Basic strategy says %2, but with the cards seen %1 is worth %3 of a bet more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By chip value: %1. Basic strategy says %2, a play the exact values below do not weigh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best play: %1. Basic strategy says %2, a play the exact values below do not weigh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic strategy: bet the minimum (%L1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To win the heads-up: a blind of %L1 (%2% to win it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To win the match: bet %L1 (%2% to win it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To win the heads-up: bet %L1 (%2% to win it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exact values, in blinds (1 deck, %n other card(s) seen; the dealer taken to show the weaker card): %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>To win the heads-up: %1 (%2% to win it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To win the heads-up: %1 (%2% to win it): the heads-up is won on the chips both of you hold, not on the blinds won on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, to win the heads-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an infinite deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exact values, in bets (%1, %n other card(s) seen): %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Exact values, in bets (%1): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To win the match: the same (%1% to win it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To win the match: %1 (%2% to win it, against %3% with %4): the match is won on chips against your rival&apos;s with one hand left, not on the chips won on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>To win the match: %1 (%2% to win it, against %3% with %4): the match is won on chips against your rival&apos;s with %n hand(s) left, not on the chips won on average.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1, to win the match</source>
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
    <name>chart_words</name>
    <message>
        <source>H hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D double, else hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ds double, else stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rh, Rs, Rp surrender, else hit, stand or split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soft hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soft %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pair: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the chart to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>check_words</name>
    <message>
        <source>the hand was dealt from another commitment than the one told</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>confirm_words</name>
    <message>
        <source>Cancel</source>
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
    <name>director_words</name>
    <message numerus="yes">
        <source>%1: table %2, penalty %Ln chip(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The clock is at level %1: this skips %n level(s), and the bets rise at once: %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The clock is at level %1: this skips %n level(s), and the bets rise at once.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>addresses</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (this machine only: the night listens on loopback)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, from this machine only: it has no LAN address (no network found)</source>
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
    <name>drill_words</name>
    <message>
        <source>Every kind: what you get wrong most, first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>felt_words</name>
    <message>
        <source>covers every bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Dealer&apos;s cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You deal: you cover every bet</source>
        <extracomment>The chips each variant&apos;s stacks are made of, largest last. S7-4: a Series 7 stack is 25s, 100s, 500s and 1,000s. BJX-1 (chip unit 5) and T10-2 (chip unit 1) name only the unit: their sets start at it and take the theme&apos;s usual steps up from there. Player-dealer variants, where a player deals and covers the table&apos;s bets (S7-13, BJX-1). The banner&apos;s lines (`banner`), read with `felt_words.tr`.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused by the director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace</source>
        <extracomment>The shot clock&apos;s colours as the seconds to answer run out: (at or under, colour). One set for your own clock beside the controls and the acting seat&apos;s on the felt. Each card&apos;s rank and suit as a screen reader says them, read with `felt_words.tr`.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank of its suit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s left</source>
        <comment>seconds left to answer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>showing %1</source>
        <comment>the up cards&apos; total</comment>
        <extracomment>What a hand&apos;s total is (`_total`), apart from its words: a view never reads the words.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blackjack</source>
        <comment>a hand&apos;s total</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bust</source>
        <comment>a hand&apos;s total</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soft %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <comment>a hand&apos;s result</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a hand&apos;s total · its result</comment>
        <extracomment>The results said after the hand&apos;s total on its label: the rest say all there is (&quot;bust&quot;, &quot;surrender&quot;, &quot;fold&quot;, &quot;dealer natural&quot;...).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total %1, bust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your turn to play (hand %1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your turn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their turn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placing a bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for the next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer, covers every bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer</source>
        <comment>a seat that deals</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bet %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (shown)</source>
        <comment>a card turned up for the table</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>a seat&apos;s description, part by part</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer shows %1; the other card, %2, is face down to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer&apos;s cards face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer shows %1, total %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer has %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>format_words</name>
    <message>
        <source>%1 draws %2 for the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deals first at table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws table %2, seat %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1: %2 draws table %3, seat %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Level %1 starts with %n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1 is over; going on: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1, table %2 opens: %3 deals first</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Level %1, table %2: %3 wins after %n hand(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Room %1: the match starts, %n hand(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Room %1: the match is a draw between %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room %1: %2 wins the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 ends the round with %L2 chips after %n hand(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1: the host commits to its shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: the host reveals its shuffle&apos;s seed</source>
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
    <name>history_words</name>
    <message>
        <source>stopped before its end</source>
        <extracomment>A &quot;running&quot; record whose host is not serving it here was stopped before its end (a window closed, a host killed): it is resumable, never &quot;in play&quot; for ever.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>– %1 — %Ln chip(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>house deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1, hand %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>voided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>– %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — out at hand %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %Ln chip(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keep_awake_words</name>
    <message>
        <source>Showing the tournament clock</source>
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
    <name>kiosk_words</name>
    <message>
        <source>%L1 / %L2</source>
        <comment>a level&apos;s minimum and maximum bets</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: level %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average stack %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>The columns of the two list pages, as their headers say; the numbers are right-aligned. Translated where they are shown (`kiosk_words.tr`); the view aligns them by LEFT_COLUMNS.
----------
The season page&apos;s columns (the web page, /season, shows every figure of the table).
----------
The TV page&apos;s columns, as its header says: the kiosk&apos;s words (kiosk_state.py), translated where they are shown (`kiosk_words.tr`), the view aligning them by TV_LEFT_COLUMNS.</extracomment>
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
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
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
        <source>Season standings</source>
        <extracomment>The list pages&apos; columns of names, aligned to the left (the rest are numbers, to the right): columns as the code names them, never as the screen words them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No season standings from the host tonight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · season standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>After %n tournament(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · nobody has scored yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n member(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>places %1 to %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>tournaments played, then the places shown</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a place in a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space start / pause · ← → level · + / - minute · Tab page · M mute · Esc quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab page · M mute · Esc quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>league_texts</name>
    <message>
        <source>Number</source>
        <extracomment>The tables&apos; columns, read with `league_texts.tr` where they are shown.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>21+ confirmed on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
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
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won dealing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <extracomment>A member&apos;s status in words, read with `league_texts.tr` (the store keeps its English value).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suspended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 since %2, by %3: %4</source>
        <comment>a member&apos;s status, its date, who decided it and why</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 to %3, %n tournament(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (tied, %n player(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a tournament&apos;s number and name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 · %3 · %4</source>
        <comment>a tournament&apos;s number, name, game and day</comment>
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
    <name>league_words</name>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <extracomment>Asks for a file: (parent, caption, suggested name, file filter, saving) -&gt; its path, or None if the person cancelled. Tests give a path.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square root: 10 × √n ÷ √p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linear: n − p + 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logarithmic: 10 × (log(n + 1) − log(p))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed, top nine: 25, 18, 13 … and 1 for playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My own, typed as JSON below</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n member(s) from %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n member(s) to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Printed the season table of %1 to %2 (%n page(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
    <name>lobby_words</name>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One deck, a player deals and covers every bet (S7); the deal rotates; levels of 15 minutes with a break every three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BlackJack eXtreme: blinds up to 3x the minimum, one card down and one up, raise, check or fold; 20-minute levels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head to head over 10 hands against a house dealer: six decks, dealer hits soft 17, insurance and late surrender.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>hosting: %1, %Ln player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 · %3:%4 · %Ln player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>local_words</name>
    <message>
        <source>Give yourself a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at home</source>
        <comment>a night&apos;s name: %1 is the rule set</comment>
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
    <name>outcome_words</name>
    <message>
        <source>win</source>
        <extracomment>The outcomes&apos; names as the felt and the log show them (&quot;push&quot;, &quot;dealer natural&quot;); read with `outcome_words.tr`.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insurance won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insurance lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>returned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sat out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>void</source>
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
        <source>Another director: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pause the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resume the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add a minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take a minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>go to level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declare sudden death</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>void the hand at table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 to table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>admit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refuse %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change the levels to come</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>let spectators chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mute the spectators&apos; chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open the night&apos;s next tournament</source>
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
    <name>print_words</name>
    <message>
        <source>The PDF could not be written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a PDF that can be read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>printout_pages</name>
    <message>
        <source>Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln name(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: results</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <comment>a place in the standings</comment>
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
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips won dealing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: standings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>printout_words</name>
    <message>
        <source>&amp;Sign-in sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat &amp;cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first in line (S7-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the sign-in sheet as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: sign-in sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The sign-in sheet could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the seat cards as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: seat cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The seat cards could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the results as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The results could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The sign-in sheet (%n page(s)) is saved as %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The seat cards (%n page(s)) are saved as %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The results (%n page(s)) are saved as %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
    <name>results_words</name>
    <message>
        <source>You</source>
        <extracomment>Read with `results_words.tr`:</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still in</source>
        <extracomment>The place column of one still in, for a seat out before the end.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>the ordinal of 1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1th</source>
        <comment>an ordinal: 4th, 11th, 12th, 13th, 20th...</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>an ordinal: 21st, 31st, 101st...</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1nd</source>
        <comment>an ordinal: 2nd, 22nd...</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1rd</source>
        <comment>an ordinal: 3rd, 23rd...</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are out in %1 place of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The tournament goes on: %n still play. You may watch to the end.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The tournament was stopped before its end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody won it; the chips are as they stood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences, one after the other</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>=%1</source>
        <comment>a shared place</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You share 1st place with %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %1 of %2 (shared with %n more)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You finished %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 share 1st.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lost your match against %1, with %L2 chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won your match against %1, %L2 to %L3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lost your match against %1, %L2 to %L3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew your match against %1, %L2 to %L3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>review_errors</name>
    <message>
        <source>Tournament %1&apos;s variant is damaged (%2)</source>
        <extracomment>Why a report cannot be made, as the History page shows it (the report&apos;s data stays English).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not play in %2 (tournament %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command %1 of %2 (tournament %3) cannot be run again: %4</source>
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
    <name>review_panel_words</name>
    <message>
        <source>None</source>
        <comment>the advisor has no play</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: %1 (timed out) · the advisor: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: %1 · the advisor: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1, hand %L2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 cost %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none costly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %L2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a player: the advisor&apos;s words</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>review_texts</name>
    <message>
        <source>hit</source>
        <extracomment>A play or a kind of decision as the report names it (app/client/review.py, review_values.py) -&gt; its words, read with `review_texts.tr`.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sit out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stay in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit/stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise/fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise to %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bet %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2 (tournament %3, %4): %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By kind of decision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The costliest %n:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Hands that cost something:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1, hand %L2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln decision(s), none of them costly</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln decision(s), %L1 cost %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>what was lost</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1, hand %L2, %3: %4; you played %5 (timed out), the advisor %6: %7 lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1, hand %L2, %3: %4; you played %5, the advisor %6: %7 lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you %1 (timed out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the advisor has no value for this %1 here; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a play and its value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the advisor would %1 (%2 chips); %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the advisor would %1; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2%</source>
        <comment>a play and its chance to win</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the advisor would %1 (%2 chips); chance to win: %3; %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the advisor would %1; chance to win: %3; %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the advisor would %1 to win the tournament (%2), though %3 is worth more chips (%4 chips); %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the advisor would %1 to win the tournament (%2), though %3 is worth more chips; %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 chips, the rival %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <comment>a seat&apos;s cards against the dealer&apos;s</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under a chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 points of the chance to win</source>
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
    <name>rules_words</name>
    <message>
        <source>Players at most (S7-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late entry, minutes (S7-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes a level (S7-7, BJX-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A break after every N levels (S7-7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes a break, 0 for none (S7-7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats a table, dealer included (S7-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players a room (T10-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting chips (T10-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum bet (T10-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks (T10-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate deal: every room the same cards (T10-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split tens only by equal value (T10-12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands a match (T10-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats a table, dealer included (BJX-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>an option and its value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit</source>
        <extracomment>The play actions each variant has (the engine refuses the others on every hand: S7-20, BJX-5).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise (double up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the dealer, hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the dealer, stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the dealer, fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1/%L2</source>
        <comment>a level&apos;s minimum/maximum</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>a %1-minute break after every %n level(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take turns as the dealer; the dealer covers every bet on the table with their own chips (S7-6, S7-13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone starts with %L1 chips (S7-4). The last player holding every chip wins (S7-5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels of %1 minutes: %2, … (minimum/maximum), with %3 (S7-7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You bet exactly the level&apos;s minimum or its maximum (S7-8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your two cards are dealt face up; the dealer&apos;s first card is up, the second down (S7-12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With an ace or a ten-value up, the dealer checks for a natural, which wins every bet on the table (S7-14). Other naturals are paid 3:2 at once (S7-15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer hits 16 or less and stands on every 17, soft 17 included (S7-16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split any pair or any two ten-values, up to four hands; double down on any first two cards, after a split too; split aces take one card each (S7-18, S7-19).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No surrender and no insurance (S7-20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play against your own house dealer for %1 hands; the other player of your room plays the same number (T10-1, T10-4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You start with %L1 chips; bet from %L2 up to all your chips before each hand; %3-deck shoe (T10-2, T10-3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More chips after the last hand wins the match; equal counts draw (T10-5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naturals pay 3:2; a natural against a dealer natural pushes (T10-6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer stands on hard 17 and hits soft 17 (T10-7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With an ace up you may insure for up to half your bet (pays 2:1), or take even money with a natural (T10-8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrender as your first decision gives up half the bet (T10-10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double down on the first two cards of a hand not split (T10-11). Split a pair up to four hands; split aces take one card each (T10-12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to %1 at a table; each player deals in turn and takes every bet (BJX-1). Everyone starts with %L2 chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The minimum bet rises every %1 minutes: %2, … (BJX-2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post a blind from the minimum up to %1 times the minimum (BJX-3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You get one card down and one up; the dealer looks at two and turns one up (BJX-4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then raise (double up to at least twice your blind, and take at least one more card), check (play the blind), or fold (keep half the blind) (BJX-5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer may fold, paying everyone half their blind, or play (BJX-6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naturals are paid 3:2; a doubled-up natural is played as eleven (BJX-8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split any pair up to four hands; a natural on a split hand wins 1:1 (BJX-10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer may hit any soft hand, must hit hard 16 or less and stand on hard 17 (BJX-11). Winners are paid 1:1, ties push (BJX-12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <comment>the key</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bet the minimum; when asked to play, the default play (stand where you may)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>post the blind in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bet the amount in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys everywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips have no cash value (C-5).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seating_words</name>
    <message>
        <source>Pitboss · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit in the middle of the tournament?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table in the middle of the tournament?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game against the bots stops here; History keeps it as it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament goes on without you: at each of your turns the host plays your seat when its time runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>session_words</name>
    <message>
        <source>Not connected to the host</source>
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
        <source>Updates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U&amp;pdates:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As Pitboss starts, at most once a day, ask Pitboss&apos;s release feed whether there is a newer version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check for updates when Pitboss starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asks the release feed now whether there is a newer, genuine Pitboss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check &amp;now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update check</source>
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
    <name>settings_words</name>
    <message>
        <source>Follow the system</source>
        <extracomment>The window&apos;s looks (app/ui/style.py), as the Colours list names them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sound device was found: sounds stay silent until one is connected (the turn alert still flashes the window).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off (changes show at once)</source>
        <extracomment>The sound outputs there are now (tests give their own). Asks the release feed for a newer version (tests give a feed of their own).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chips · %2</source>
        <comment>a sample of 12345 chips and a date</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>table_texts</name>
    <message>
        <source>%1 %L2</source>
        <comment>a rival and their chips</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a match&apos;s hand, then each rival</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over: you win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over: %1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln registered</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 of %L2 players left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a player: what they said</comment>
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
<context>
    <name>table_words</name>
    <message>
        <source>bet the minimum</source>
        <extracomment>The bet buttons&apos; keys, the letters underlined on them (Alt and the letter as well): every variant&apos;s bet row has the two, S7-8&apos;s only choices among them. F1 Help lists them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bet the maximum</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tv_words</name>
    <message>
        <source>The final</source>
        <extracomment>The columns aligned to the left, the names and the cards: the rest are numbers.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The final is still to come: %n player(s) in matches; the %1 chip leaders</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The final is still to come: %n player(s) at %2 tables; the %1 chip leaders</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Chances of winning from the 10-hand match model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chances of winning from the Series 7 heads-up model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chances of winning from the BJX heads-up model</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): no model weighs the chances of more than two, so chips and places only</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>These stacks are beyond the model&apos;s reach: chips and places only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10-hand final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heads-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins by %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a place in a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deals %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <comment>a player&apos;s cards against the house&apos;s</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>variant_words</name>
    <message>
        <source>10-hand</source>
        <comment>the rule set&apos;s name</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wording</name>
    <message>
        <source>%1, %2</source>
        <comment>a list</comment>
        <extracomment>The outcomes&apos; own names, apart from the actions&apos;: &quot;fold&quot; the outcome is not &quot;fold&quot; the verb.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit</source>
        <extracomment>What the director&apos;s log shows: the tournament&apos;s own events, not a hand&apos;s cards and bets. An elimination is both: the table&apos;s log says it too. Each action as a prompt offers it (&quot;hit, stand or double down&quot;), in the buttons&apos; order; read with `wording.tr`. The log says each in a sentence of its own (`_ACTION_SAID`).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take even money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decline insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sit out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stay in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fold the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hit</source>
        <comment>%1 is you</comment>
        <extracomment>Each action said in a sentence, of you and of anyone else: (you, them); %1 is who acts.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stand</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 double down</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 doubles down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 split</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 splits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 surrender</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 surrenders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 take insurance</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 take even money</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes even money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 decline insurance</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declines insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 raise</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 raises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 check</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fold</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sit out</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sits out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stay in</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stays in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fold the hand</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 folds the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 play the hand</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 show a card</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shows a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bet %L2</source>
        <comment>%1 is you</comment>
        <extracomment>Each bet said in a sentence, of you and of anyone else: %1 is who bets, %L2 the amount.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bets %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 post a blind of %L2</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 posts a blind of %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 raise by %L2</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 raises by %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 double for %L2</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 doubles for %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 put on the split hand %L2</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 puts on the split hand %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 insure for %L2</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 insures for %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>balance</source>
        <extracomment>Why a player moved (S7-23, S7-10), as the director&apos;s log says it; read with `wording.tr`.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are dealt %2</source>
        <comment>%1 is you</comment>
        <extracomment>The actions that draw a card: the log says the card and the new total with them. Settlements that hand (part of) the bet back rather than win or lose it. Losses whose outcome would only repeat &quot;loses&quot;: &quot;Bob loses 25&quot;, not &quot;Bob loses 25 (lose)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are dealt %2 face down</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dealt %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dealt %2 face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turn up %2</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turns up %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand %1 splits into hands %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand splits into hands %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand %2 splits into hands %3 and %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand splits into hands %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 split aces and keep %L2</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 splits aces and keeps %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand over: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand voided: every bet goes back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pass the deal</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passes the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 have run out of chips to cover the bets</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has run out of chips to cover the bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shoe is refilled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are out in place %L2</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out in place %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 starts: the house deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New hand: the house deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 starts: you deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New hand: you deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 starts: %2 deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New hand: %1 deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host has gone; no longer trying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host has gone; trying again every second</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The host has gone; trying again every %Ln second(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>bust with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soft %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last of a list of choices</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split aces: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split aces: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer shows an ace: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second betting round: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer cannot cover you: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You deal: which card do you show?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You deal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You deal (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no chips changed hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a player and the chips they won (+) or lost</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You (hand %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (hand %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an action: the card it drew</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <comment>an action: the card it drew, the hand&apos;s total</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 show card %2</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shows card %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 raise to %L2</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 raises to %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 take insurance for %L2</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes insurance for %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a player: an action</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win %L2 on insurance</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %L2 on insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win %L2 with a natural</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %L2 with a natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win %L2 (even money)</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %L2 (even money)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win %L2</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %L3 back</source>
        <comment>a player: an outcome, chips returned</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a player: an outcome</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lose %L2 on insurance</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses %L2 on insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lose %L2 on insurance (%3)</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses %L2 on insurance (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lose %L2</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lose %L2 (%3)</source>
        <comment>%1 is you</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses %L2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on the waiting list, number %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 enters late at table %2 seat %3 with %L4 chips (penalty %L5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: table %2 seat %3 → table %4 seat %5 (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 is broken up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 opens for %2&apos;s late entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a player and their place</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1&apos;s late entry, the places of those out are now: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <comment>two players drawn to play each other</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is drawn: %2; %3 waits for the next round (a bye)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is drawn: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final table is table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament is over: %1 wins (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament is over with no winner (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 is broken up: %2, whom the director moved there, goes back to table %3 seat %4 (tables are broken up as soon as the others can seat their players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 is broken up: %2, whom the director moved there, goes to table %3 seat %4 (tables are broken up as soon as the others can seat their players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balancing moves %1 back to table %2 seat %3, overriding the director&apos;s move: tables may differ by at most one player, and nobody else at table %4 could go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balancing moves %1 to table %2 seat %3, overriding the director&apos;s move: tables may differ by at most one player, and nobody else at table %4 could go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director moves %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director will move %1 (queued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director&apos;s queued move is dropped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director declares sudden death (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director declares sudden death</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director rules %1 out for refusing the assigned seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director voids the hand at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director cancels the tournament: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director cancels the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break (not started) · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %L1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %L1 (not started) · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bets %L1 minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bets %L1 to %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>a list of problems</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shuffle proof of hands %L1 to %L2 FAILED: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %L1&apos;s shuffle proof FAILED: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are level on %L3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins by %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has played every hand on %L2: %3 must keep more than %L2 with %n hand(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has finished on %L2: %3 must win a bet of %L4 to pass, %n hand(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has finished on %L2: %3 must double a bet of %L4 and win it to pass, %n hand(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has finished on %L2: %3 cannot pass in one hand, %n hand(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leads by %L2 with %n hand(s) left: %3 must win a bet of %L4 to pass</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leads by %L2 with %n hand(s) left: %3 must double a bet of %L4 and win it to pass</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leads by %L2 with %n hand(s) left: %3 cannot pass in one hand</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leads by %L2: %3 must win a bet of %L4 to pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads by %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 leads by %L2: %3 must win %n bet(s) of %L4 to pass</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds every chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 share the lead on %L3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads %2 by %L3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&gt;99%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>This build of Pitboss holds no release key, so it cannot check for updates.</source>
        <extracomment>The project&apos;s release feed: the metadata and archives are assets of the newest GitHub release (.github/workflows/release.yml publishes them), which this address always names. Where a person gets a release to install. Another feed (a mirror, an admin&apos;s own, the tests&apos; on 127.0.0.1): its base address. The check on start is made at most once in this time. The feed answered, but what it served did not verify: nothing was kept. The feed could not be read at all. This build cannot check (no trusted root, no TLS for an https feed, no room on disk). What the person reads. The newer version found (AVAILABLE, or REFUSED when its archive did not verify). The verified archive, downloaded (AVAILABLE).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build of Pitboss cannot open secure (https) addresses, so it cannot read the update feed at %1. Look for a new version at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pitboss %1 is the newest version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pitboss %1 is available (you have %2), and its download matches the signed release. Get it from %3 and install it as you installed this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pitboss %1 was refused: the file the feed sent is not the one its release signed (it may have been tampered with). Nothing was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The update feed was refused: its signatures have expired (an old copy of the feed may be being replayed). Nothing was downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The update feed was refused: it is older than one this computer has already seen. Nothing was downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The update feed was refused: it is not signed by Pitboss&apos;s release keys (it may have been tampered with). Nothing was downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The update feed was refused: its signed files do not agree (%1). Nothing was downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The update feed at %1 answered with HTTP error %2. Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The update feed at %1 could not be reached. Check the connection, or try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The update check could not keep its files (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The update check failed (%1). Look for a new version at %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
