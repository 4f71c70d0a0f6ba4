<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ChartDialog</name>
    <message>
        <source>Worked out for %1.</source>
        <translation>Berechnet für %1.</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>ChartGrid</name>
    <message>
        <source>Basic-strategy chart</source>
        <translation>Basic-Strategy-Tabelle</translation>
    </message>
    <message>
        <source>Working out the chart…</source>
        <translation>Tabelle wird berechnet…</translation>
    </message>
    <message>
        <source>you</source>
        <comment>the player&apos;s hand, over the chart&apos;s rows</comment>
        <translation>du</translation>
    </message>
</context>
<context>
    <name>DirectorView</name>
    <message>
        <source>Spectators&apos; chat &amp;unmuted</source>
        <translation>Zuschauer-&amp;Chat frei</translation>
    </message>
    <message>
        <source>Let spectators chat</source>
        <translation>Zuschauer dürfen chatten</translation>
    </message>
    <message>
        <source>Spectators may not chat unless this is ticked; players always may</source>
        <translation>Zuschauer dürfen nur chatten, wenn dies angehakt ist; Spieler immer</translation>
    </message>
    <message>
        <source>Players join at %1</source>
        <translation>Spieler treten unter %1 bei</translation>
    </message>
    <message>
        <source>Directing the host at %1</source>
        <translation>Turnierleitung des Hosts unter %1</translation>
    </message>
    <message>
        <source>Stop &amp;hosting</source>
        <translation>Hosten &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Verlassen</translation>
    </message>
    <message>
        <source>Stop hosting the night</source>
        <translation>Den Abend nicht mehr hosten</translation>
    </message>
    <message>
        <source>Leave the console; the night goes on</source>
        <translation>Konsole verlassen; der Abend geht weiter</translation>
    </message>
    <message>
        <source>Phones: %1
Clock: %1clock
Remote: %1director</source>
        <translation>Handys: %1
Uhr: %1clock
Fernsteuerung: %1director</translation>
    </message>
    <message>
        <source>Pending: %1</source>
        <translation>Ausstehend: %1</translation>
    </message>
    <message>
        <source>%1. %2: %L3</source>
        <translation>%1. %2: %L3</translation>
    </message>
    <message>
        <source>• %1: %L2</source>
        <translation>• %1: %L2</translation>
    </message>
    <message>
        <source>%1 (table %2)</source>
        <translation>%1 (Tisch %2)</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>%1  (deals)</source>
        <translation>%1  (gibt)</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>No clock (10-hand)</source>
        <translation>Keine Uhr (10 Hände)</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>%1 PAUSED</source>
        <translation>%1 PAUSIERT</translation>
    </message>
    <message>
        <source>Go to level %1 now?</source>
        <translation>Jetzt zu Level %1 wechseln?</translation>
    </message>
    <message>
        <source>Go to level %1</source>
        <translation>Zu Level %1</translation>
    </message>
    <message>
        <source>Void the hand at table %1?</source>
        <translation>Die Hand an Tisch %1 annullieren?</translation>
    </message>
    <message>
        <source>Void the hand</source>
        <translation>Hand annullieren</translation>
    </message>
    <message>
        <source>Every bet of that hand goes back; the same dealer deals it again.</source>
        <translation>Alle Einsätze dieser Hand gehen zurück; derselbe Geber gibt sie neu.</translation>
    </message>
    <message>
        <source>Declare sudden death?</source>
        <translation>Sudden Death ausrufen?</translation>
    </message>
    <message>
        <source>Declare sudden death</source>
        <translation>Sudden Death ausrufen</translation>
    </message>
    <message>
        <source>S7-22: from the next hand the two players left play on until one of them has all the chips; it cannot be taken back.</source>
        <translation>S7-22: Ab der nächsten Hand spielen die beiden verbliebenen Spieler weiter, bis einer alle Chips hat; das lässt sich nicht zurücknehmen.</translation>
    </message>
</context>
<context>
    <name>DrillView</name>
    <message>
        <source>The drills cannot be kept: %1</source>
        <translation>Die Übungen können nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>· as a guest</source>
        <translation>· als Gast</translation>
    </message>
    <message>
        <source>Working out the next spot…</source>
        <translation>Nächste Situation wird berechnet…</translation>
    </message>
    <message>
        <source>No spot could be worked out: %1</source>
        <translation>Es ließ sich keine Situation berechnen: %1</translation>
    </message>
    <message>
        <source>Spot %1 · %2</source>
        <translation>Situation %1 · %2</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Antwort: %1</translation>
    </message>
    <message>
        <source>Answer %1</source>
        <translation>Antwort %1</translation>
    </message>
    <message>
        <source>The answer could not be kept: %1</source>
        <translation>Die Antwort konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%1 You: %2. %3</source>
        <translation>%1 Du: %2. %3</translation>
    </message>
    <message>
        <source>This session: %1 of %2 right</source>
        <translation>Diese Sitzung: %1 von %2 richtig</translation>
    </message>
    <message>
        <source>This session: no spot answered yet</source>
        <translation>Diese Sitzung: noch keine Situation beantwortet</translation>
    </message>
    <message>
        <source>%1; %2 of %3 on %4</source>
        <translation>%1; %2 von %3 bei %4</translation>
    </message>
    <message>
        <source>No answers kept yet</source>
        <translation>Noch keine Antworten gespeichert</translation>
    </message>
</context>
<context>
    <name>FeltView</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>House dealer</source>
        <translation>Hausdealer</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer button&apos;s letter</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>▼ shown</source>
        <translation>▼ gezeigt</translation>
    </message>
    <message>
        <source>▲ shown</source>
        <translation>▲ gezeigt</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to play %1</source>
        <translation>Spielanleitung: %1</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>No tournaments have been recorded yet: there is no database at %1</source>
        <translation>Es wurden noch keine Turniere aufgezeichnet: unter %1 gibt es keine Datenbank</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>No tournaments have been recorded in this database yet</source>
        <translation>In dieser Datenbank wurden noch keine Turniere aufgezeichnet</translation>
    </message>
    <message>
        <source>%1 · won by %2</source>
        <translation>%1 · gewonnen von %2</translation>
    </message>
    <message>
        <source>Cannot read this tournament: %1</source>
        <translation>Dieses Turnier kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>– %1 — out</source>
        <translation>– %1 — ausgeschieden</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <source>&amp;Standings after the last hand played</source>
        <translation>&amp;Rangliste nach der letzten gespielten Hand</translation>
    </message>
    <message>
        <source>&amp;Hands (%1)</source>
        <translation>&amp;Hände (%1)</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Hände</translation>
    </message>
    <message>
        <source>Pick a hand to replay it</source>
        <translation>Wähle eine Hand, um sie nachzuspielen</translation>
    </message>
    <message>
        <source>No hands to replay</source>
        <translation>Keine Hände zum Nachspielen</translation>
    </message>
    <message>
        <source>Pick a tournament, then a hand to replay</source>
        <translation>Wähle ein Turnier, dann eine Hand zum Nachspielen</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <source>an event this version cannot show (%1)</source>
        <translation>ein Ereignis, das diese Version nicht anzeigen kann (%1)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Export the tournament as JSON into</source>
        <translation>Turnier als JSON exportieren nach</translation>
    </message>
    <message>
        <source>Export the tournament as CSV into</source>
        <translation>Turnier als CSV exportieren nach</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exportiert nach %1</translation>
    </message>
</context>
<context>
    <name>KioskView</name>
    <message>
        <source>PAUSED</source>
        <translation>PAUSIERT</translation>
    </message>
    <message>
        <source>Tournament over</source>
        <translation>Turnier beendet</translation>
    </message>
    <message>
        <source>%1 · reconnecting…</source>
        <translation>%1 · neu verbinden…</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>neu verbinden…</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>Chip leaders</source>
        <translation>Chipleader</translation>
    </message>
</context>
<context>
    <name>KioskWindow</name>
    <message>
        <source>Pitboss · tournament clock</source>
        <translation>Pitboss · Turnieruhr</translation>
    </message>
    <message>
        <source>%1 · directors join at %2 with code %3</source>
        <translation>%1 · Turnierleiter treten unter %2 mit Code %3 bei</translation>
    </message>
</context>
<context>
    <name>LeagueView</name>
    <message>
        <source>Chips won dealing: a Series 7 dealer covers every bet (S7-13)</source>
        <translation>Als Geber gewonnene Chips: ein Series-7-Geber deckt jeden Einsatz (S7-13)</translation>
    </message>
    <message>
        <source>No league yet: the first member or season you add makes its database at %1</source>
        <translation>Noch keine Liga: das erste Mitglied oder die erste Saison, die du anlegst, erstellt ihre Datenbank unter %1</translation>
    </message>
    <message>
        <source>Cannot read the league: %1</source>
        <translation>Die Liga kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Formula %1</source>
        <translation>Formel %1</translation>
    </message>
    <message>
        <source>Choose a member in the roster</source>
        <translation>Wähle ein Mitglied in der Mitgliederliste</translation>
    </message>
    <message>
        <source>Member %1 %2: %3</source>
        <translation>Mitglied %1 %2: %3</translation>
    </message>
    <message>
        <source>The date confirmed 21 or older</source>
        <translation>Das Datum der Bestätigung „21 oder älter“</translation>
    </message>
    <message>
        <source>Added member %1: %2 (confirmed 21 or older on %3, joined %4)</source>
        <translation>Mitglied %1 hinzugefügt: %2 (am %3 als 21 oder älter bestätigt, beigetreten %4)</translation>
    </message>
    <message>
        <source>Choose a member in the roster first</source>
        <translation>Wähle zuerst ein Mitglied in der Mitgliederliste</translation>
    </message>
    <message>
        <source>The reason</source>
        <translation>Der Grund</translation>
    </message>
    <message>
        <source>Who decided</source>
        <translation>Wer entschieden hat</translation>
    </message>
    <message>
        <source>Suspend the membership of %1 (member %2)?</source>
        <translation>Die Mitgliedschaft von %1 (Mitglied %2) sperren?</translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <source>They cannot register until reinstated. The reason: %1</source>
        <translation>Bis zur Reaktivierung kann sich das Mitglied nicht anmelden. Der Grund: %1</translation>
    </message>
    <message>
        <source>Revoke the membership of %1 (member %2)?</source>
        <translation>Die Mitgliedschaft von %1 (Mitglied %2) entziehen?</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Entziehen</translation>
    </message>
    <message>
        <source>They cannot register: the host refuses them with the reason. The reason: %1</source>
        <translation>Das Mitglied kann sich nicht anmelden: der Host weist es mit dem Grund ab. Der Grund: %1</translation>
    </message>
    <message>
        <source>Reinstate the membership of %1 (member %2)?</source>
        <translation>Die Mitgliedschaft von %1 (Mitglied %2) reaktivieren?</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>Reaktivieren</translation>
    </message>
    <message>
        <source>They may register again. The reason: %1</source>
        <translation>Das Mitglied kann sich wieder anmelden. Der Grund: %1</translation>
    </message>
    <message>
        <source>Import members from</source>
        <translation>Mitglieder importieren aus</translation>
    </message>
    <message>
        <source>There are no members to export yet</source>
        <translation>Es gibt noch keine Mitglieder zum Exportieren</translation>
    </message>
    <message>
        <source>Export the members to</source>
        <translation>Mitglieder exportieren nach</translation>
    </message>
    <message>
        <source>The first day</source>
        <translation>Der erste Tag</translation>
    </message>
    <message>
        <source>The last day</source>
        <translation>Der letzte Tag</translation>
    </message>
    <message>
        <source>Created the season %1, %2 to %3, formula %4</source>
        <translation>Saison %1 angelegt, %2 bis %3, Formel %4</translation>
    </message>
    <message>
        <source>Choose the season whose formula to change</source>
        <translation>Wähle die Saison, deren Formel du ändern willst</translation>
    </message>
    <message>
        <source>The season %1 now counts points by %2</source>
        <translation>Die Saison %1 zählt ihre Punkte jetzt nach %2</translation>
    </message>
    <message>
        <source>Count the points of %1 by %2?</source>
        <translation>Die Punkte von %1 nach %2 zählen?</translation>
    </message>
    <message>
        <source>Change the formula</source>
        <translation>Formel ändern</translation>
    </message>
    <message>
        <source>Its standings are worked out again, for every member.</source>
        <translation>Die Tabelle wird für alle Mitglieder neu berechnet.</translation>
    </message>
    <message>
        <source>No finished tournament to count</source>
        <translation>Kein beendetes Turnier zum Werten</translation>
    </message>
    <message>
        <source>Choose or create a season</source>
        <translation>Wähle eine Saison oder lege eine an</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Standings of %1</source>
        <translation>Tabelle von %1</translation>
    </message>
    <message>
        <source>Choose a season and a finished tournament to count in it</source>
        <translation>Wähle eine Saison und ein beendetes Turnier, das darin gewertet wird</translation>
    </message>
    <message>
        <source>Tournament %1 now counts in the season %2</source>
        <translation>Turnier %1 wird jetzt in der Saison %2 gewertet</translation>
    </message>
    <message>
        <source>Count tournament %1 in the season %2?</source>
        <translation>Turnier %1 in der Saison %2 werten?</translation>
    </message>
    <message>
        <source>Count it</source>
        <translation>Werten</translation>
    </message>
    <message>
        <source>Once counted, it stays in the season&apos;s standings.</source>
        <translation>Einmal gewertet, bleibt es in der Tabelle der Saison.</translation>
    </message>
    <message>
        <source>Cannot read the tournaments&apos; names: %1</source>
        <translation>Die Namen der Turniere können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Member&apos;s history: choose a member in the standings</source>
        <translation>Verlauf des Mitglieds: wähle ein Mitglied in der Tabelle</translation>
    </message>
    <message>
        <source>%1&apos;s tournaments in the season</source>
        <translation>Turniere von %1 in der Saison</translation>
    </message>
    <message>
        <source>Choose a season to print its table</source>
        <translation>Wähle eine Saison, um ihre Tabelle zu drucken</translation>
    </message>
    <message>
        <source>Print the season table to</source>
        <translation>Saisontabelle drucken nach</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1: standings</source>
        <translation>%1: Tabelle</translation>
    </message>
    <message>
        <source>Could not print the season table: %1</source>
        <translation>Die Saisontabelle konnte nicht gedruckt werden: %1</translation>
    </message>
</context>
<context>
    <name>LevelEditor</name>
    <message>
        <source>Level %1</source>
        <translation>Level %1</translation>
    </message>
    <message>
        <source>Level %1: minimum bet</source>
        <translation>Level %1: Mindesteinsatz</translation>
    </message>
    <message>
        <source>Level %1: maximum bet</source>
        <translation>Level %1: Höchsteinsatz</translation>
    </message>
    <message>
        <source>Level %1: minutes</source>
        <translation>Level %1: Minuten</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <source>You</source>
        <comment>the player&apos;s name until one is typed</comment>
        <translation>Du</translation>
    </message>
    <message>
        <source>Not looking for hosts: %1</source>
        <translation>Keine Suche nach Hosts: %1</translation>
    </message>
    <message>
        <source>Open the c&amp;onsole</source>
        <translation>&amp;Konsole öffnen</translation>
    </message>
    <message>
        <source>Open the director&apos;s console of %1</source>
        <translation>Die Turnierleiter-Konsole von %1 öffnen</translation>
    </message>
    <message>
        <source>H&amp;ost</source>
        <translation>H&amp;osten</translation>
    </message>
    <message>
        <source>Host a game night</source>
        <translation>Einen Spieleabend hosten</translation>
    </message>
    <message>
        <source>%1 to %2 characters</source>
        <translation>%1 bis %2 Zeichen</translation>
    </message>
    <message>
        <source>%1
Changed: %2.</source>
        <translation>%1
Geändert: %2.</translation>
    </message>
    <message>
        <source>Choose a join code of %1 for the players to type</source>
        <translation>Wähle einen Beitrittscode aus %1, den die Spieler eingeben</translation>
    </message>
    <message>
        <source>Choose a director&apos;s code of %1, or leave it empty for a new one</source>
        <translation>Wähle einen Turnierleiter-Code aus %1 oder lass das Feld leer für einen neuen</translation>
    </message>
    <message>
        <source>The director&apos;s code must differ from the players&apos; join code</source>
        <translation>Der Turnierleiter-Code muss sich vom Beitrittscode der Spieler unterscheiden</translation>
    </message>
    <message>
        <source>Pick a host found on the network, or type its address</source>
        <translation>Wähle einen im Netzwerk gefundenen Host oder gib seine Adresse ein</translation>
    </message>
    <message>
        <source>Type the host&apos;s join code</source>
        <translation>Gib den Beitrittscode des Hosts ein</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pitboss · hosting on port %1</source>
        <translation>Pitboss · Host auf Port %1</translation>
    </message>
    <message>
        <source>Pitboss · hosting elsewhere</source>
        <translation>Pitboss · Host anderswo</translation>
    </message>
    <message>
        <source>Pitboss · Past tournaments</source>
        <translation>Pitboss · Frühere Turniere</translation>
    </message>
    <message>
        <source>Pitboss · League</source>
        <translation>Pitboss · Liga</translation>
    </message>
    <message>
        <source>Pitboss · Drills</source>
        <translation>Pitboss · Übungen</translation>
    </message>
    <message>
        <source>For the kiosk clock, pick or type a host and its code under Join (or host a night here); `pitboss kiosk --standalone` runs a clock of its own</source>
        <translation>Für die Kiosk-Uhr wähle unter „Beitreten“ einen Host und seinen Code oder gib sie ein (oder hoste hier einen Abend); `pitboss kiosk --standalone` startet eine eigene Uhr</translation>
    </message>
    <message>
        <source>Stop directing the night on the console first</source>
        <translation>Beende zuerst die Turnierleitung des Abends in der Konsole</translation>
    </message>
    <message>
        <source>Pitboss · directing %1</source>
        <translation>Pitboss · Turnierleitung %1</translation>
    </message>
    <message>
        <source>The night is still stopping; host again in a moment</source>
        <translation>Der Abend wird noch beendet; hoste gleich noch einmal</translation>
    </message>
    <message>
        <source>Cannot host: %1</source>
        <translation>Hosten nicht möglich: %1</translation>
    </message>
    <message>
        <source>%1 was stopped before its end. Carry it on?</source>
        <translation>%1 wurde vor seinem Ende gestoppt. Fortsetzen?</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <translation>%1 fortsetzen</translation>
    </message>
    <message>
        <source>Resuming keeps its players, chips, levels, clock (paused until you resume it) and join code %1. A new night starts at level 1 with everyone back in.</source>
        <translation>Beim Fortsetzen bleiben Spieler, Chips, Level, Uhr (pausiert, bis du sie fortsetzt) und Beitrittscode %1 erhalten. Ein neuer Abend beginnt bei Level 1, mit allen wieder dabei.</translation>
    </message>
    <message>
        <source>Start a new night</source>
        <translation>Neuen Abend starten</translation>
    </message>
    <message>
        <source>%1 is over and stopped; its results are in History</source>
        <translation>%1 ist vorbei und gestoppt; die Ergebnisse stehen unter „Frühere Turniere“</translation>
    </message>
    <message>
        <source>Stop hosting %1?</source>
        <translation>%1 nicht mehr hosten?</translation>
    </message>
    <message>
        <source>Stop hosting the night?</source>
        <translation>Den Abend nicht mehr hosten?</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Hosten beenden</translation>
    </message>
    <message>
        <source>Everyone at its tables is disconnected. It is kept in the database: hosting again offers to resume it.</source>
        <translation>Alle an seinen Tischen werden getrennt. Er bleibt in der Datenbank gespeichert: Beim nächsten Hosten wird angeboten, ihn fortzusetzen.</translation>
    </message>
    <message>
        <source>Keep hosting</source>
        <translation>Weiter hosten</translation>
    </message>
    <message>
        <source>%1 game night</source>
        <translation>Spieleabend: %1</translation>
    </message>
    <message>
        <source>Cannot host: %1; choose another port for it, or off</source>
        <translation>Hosten nicht möglich: %1; wähle dafür einen anderen Port oder „aus“</translation>
    </message>
    <message>
        <source>%1 · join code %2 · director code %3</source>
        <translation>%1 · Beitrittscode %2 · Turnierleiter-Code %3</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>You are out</source>
        <translation>Du bist ausgeschieden</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Close the results</source>
        <translation>Ergebnisse schließen</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Pick a tournament to see your report</source>
        <translation>Wähle ein Turnier, um deinen Bericht zu sehen</translation>
    </message>
    <message>
        <source>No players in this tournament to report on</source>
        <translation>In diesem Turnier gibt es keine Spieler für einen Bericht</translation>
    </message>
    <message>
        <source>Reviewing %1&apos;s decisions… (the night is played again)</source>
        <translation>Die Entscheidungen von %1 werden geprüft… (der Abend wird nachgespielt)</translation>
    </message>
    <message>
        <source>No report: %1</source>
        <translation>Kein Bericht: %1</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>The costliest %1</source>
        <translation>Die %1 teuersten</translation>
    </message>
    <message>
        <source>No costly decisions</source>
        <translation>Keine teuren Entscheidungen</translation>
    </message>
    <message>
        <source>The costliest decisions</source>
        <translation>Die teuersten Entscheidungen</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>Default: %1 (rule %2)</source>
        <translation>Standard: %1 (Regel %2)</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <source>%1%</source>
        <comment>the volume</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Checking for updates...</source>
        <translation>Suche nach Updates...</translation>
    </message>
    <message>
        <source>%1 (now: %2)</source>
        <translation>%1 (jetzt: %2)</translation>
    </message>
    <message>
        <source>Follow the system (now: %1)</source>
        <translation>Dem System folgen (jetzt: %1)</translation>
    </message>
    <message>
        <source>Pitboss changes to %1 the next time it starts.</source>
        <translation>Beim nächsten Start wechselt Pitboss zu %1.</translation>
    </message>
    <message>
        <source>Pitboss writes numbers and dates as %1 does: your system&apos;s language and region, or the language chosen above (from the next start).</source>
        <translation>Pitboss schreibt Zahlen und Daten wie %1: nach Sprache und Region deines Systems oder der oben gewählten Sprache (ab dem nächsten Start).</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>%1. %2: %L3</source>
        <translation>%1. %2: %L3</translation>
    </message>
    <message>
        <source>• %1: %L2</source>
        <translation>• %1: %L2</translation>
    </message>
    <message>
        <source>%1 (stopped)</source>
        <translation>%1 (gestoppt)</translation>
    </message>
    <message>
        <source>%1 (standing still)</source>
        <translation>%1 (steht still)</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>%1 stopped</source>
        <translation>%1 angehalten</translation>
    </message>
    <message>
        <source>%1 paused</source>
        <translation>%1 pausiert</translation>
    </message>
    <message>
        <source>Raise &amp;to</source>
        <translation>Erhöhen &amp;auf</translation>
    </message>
    <message>
        <source>Insure &amp;for</source>
        <translation>Versichern &amp;mit</translation>
    </message>
    <message>
        <source>Waiting for the host to come back</source>
        <translation>Warte auf die Rückkehr des Hosts</translation>
    </message>
    <message>
        <source>Paused by the director: your time stands still.
%1</source>
        <translation>Vom Turnierleiter angehalten: deine Zeit steht still.
%1</translation>
    </message>
    <message>
        <source>Paused by the director</source>
        <translation>Vom Turnierleiter angehalten</translation>
    </message>
    <message>
        <source>Bet mi&amp;n %L1</source>
        <translation>Mi&amp;n: %L1</translation>
    </message>
    <message>
        <source>Bet ma&amp;x %L1</source>
        <translation>Ma&amp;x: %L1</translation>
    </message>
    <message>
        <source>Bet the minimum, %L1</source>
        <translation>Den Mindesteinsatz setzen, %L1</translation>
    </message>
    <message>
        <source>Bet the maximum, %L1</source>
        <translation>Den Höchsteinsatz setzen, %L1</translation>
    </message>
    <message>
        <source>&amp;Blind</source>
        <translation>&amp;Blind</translation>
    </message>
    <message>
        <source>Your blind: %1</source>
        <translation>Dein Blind: %1</translation>
    </message>
    <message>
        <source>&amp;Bet</source>
        <translation>&amp;Setzen</translation>
    </message>
    <message>
        <source>Your bet: %1</source>
        <translation>Dein Einsatz: %1</translation>
    </message>
    <message>
        <source>You are away: the rules bet and play for you. Bet to come back (Space bets the lowest).
%1</source>
        <translation>Du bist abwesend: die Regeln setzen und spielen für dich. Setze, um zurückzukommen (Leertaste setzt das Niedrigste).
%1</translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation>Das Turnier ist vorbei</translation>
    </message>
    <message>
        <source>Waiting for the other players</source>
        <translation>Warte auf die anderen Spieler</translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation>Warte auf den Host</translation>
    </message>
    <message>
        <source>Show %1 (&amp;%2)</source>
        <translation>%1 zeigen (&amp;%2)</translation>
    </message>
    <message>
        <source>Show card &amp;%1</source>
        <translation>Karte &amp;%1 zeigen</translation>
    </message>
</context>
<context>
    <name>UpdateCheckOnStart</name>
    <message>
        <source>Pitboss updates</source>
        <translation>Pitboss-Updates</translation>
    </message>
</context>
<context>
    <name>about_words</name>
    <message>
        <source>installed build</source>
        <translation>installierte Version</translation>
    </message>
    <message>
        <source>from source</source>
        <translation>aus dem Quellcode</translation>
    </message>
    <message>
        <source>&lt;p&gt;Blackjack tournaments: Series 7, 10-hand and BlackJack eXtreme, at home against bots, on a LAN game night, or as the clock on a big screen.&lt;/p&gt;&lt;p&gt;Chips have no cash value; nothing in Pitboss touches money.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Blackjack-Turniere: Series 7, 10 Hände und BlackJack eXtreme, zu Hause gegen Bots, an einem LAN-Spieleabend oder als Uhr auf einem großen Bildschirm.&lt;/p&gt;&lt;p&gt;Chips haben keinen Geldwert; nichts in Pitboss hat mit Geld zu tun.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;small&gt;Qt %1, Python %2, %3&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;Qt %1, Python %2, %3&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Pitboss</source>
        <translation>Über Pitboss</translation>
    </message>
</context>
<context>
    <name>advice_words</name>
    <message>
        <source>hit</source>
        <translation>ziehen</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>stehen</translation>
    </message>
    <message>
        <source>double</source>
        <translation>verdoppeln</translation>
    </message>
    <message>
        <source>split</source>
        <translation>splitten</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>aufgeben</translation>
    </message>
    <message>
        <source>insurance</source>
        <translation>Versicherung</translation>
    </message>
    <message>
        <source>even money</source>
        <translation>Even Money</translation>
    </message>
    <message>
        <source>no insurance</source>
        <translation>keine Versicherung</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>erhöhen</translation>
    </message>
    <message>
        <source>check</source>
        <translation>checken</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>aussteigen</translation>
    </message>
    <message>
        <source>sit out</source>
        <translation>aussetzen</translation>
    </message>
    <message>
        <source>stay in</source>
        <translation>dabeibleiben</translation>
    </message>
    <message>
        <source>fold the hand</source>
        <translation>die Hand aufgeben</translation>
    </message>
    <message>
        <source>play the hand</source>
        <translation>die Hand spielen</translation>
    </message>
    <message>
        <source>show card %1</source>
        <translation>Karte %1 zeigen</translation>
    </message>
    <message>
        <source>raise to %L1</source>
        <translation>auf %L1 erhöhen</translation>
    </message>
    <message>
        <source>take insurance (%L1)</source>
        <translation>Versicherung nehmen (%L1)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a play and its value</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Basic strategy: %1.</source>
        <translation>Basic Strategy: %1.</translation>
    </message>
    <message>
        <source>Best play: %1.</source>
        <translation>Bester Zug: %1.</translation>
    </message>
    <message>
        <source>By chip value: %1 (basic strategy agrees).</source>
        <translation>Nach Chipwert: %1 (die Basic Strategy stimmt zu).</translation>
    </message>
    <message>
        <source>Best play: %1 (basic strategy agrees).</source>
        <translation>Bester Zug: %1 (die Basic Strategy stimmt zu).</translation>
    </message>
    <message>
        <source>By chip value: %1. Basic strategy says %2, but with the cards seen %1 is worth %3 of a bet more.</source>
        <translation>Nach Chipwert: %1. Die Basic Strategy sagt %2, doch mit den gesehenen Karten ist „%1“ %3 eines Einsatzes mehr wert.</translation>
    </message>
    <message>
        <source>Best play: %1. Basic strategy says %2, but with the cards seen %1 is worth %3 of a bet more.</source>
        <translation>Bester Zug: %1. Die Basic Strategy sagt %2, doch mit den gesehenen Karten ist „%1“ %3 eines Einsatzes mehr wert.</translation>
    </message>
    <message>
        <source>By chip value: %1. Basic strategy says %2, a play the exact values below do not weigh.</source>
        <translation>Nach Chipwert: %1. Die Basic Strategy sagt %2 – ein Zug, den die exakten Werte unten nicht bewerten.</translation>
    </message>
    <message>
        <source>Best play: %1. Basic strategy says %2, a play the exact values below do not weigh.</source>
        <translation>Bester Zug: %1. Die Basic Strategy sagt %2 – ein Zug, den die exakten Werte unten nicht bewerten.</translation>
    </message>
    <message>
        <source>Basic strategy: bet the minimum (%L1).</source>
        <translation>Basic Strategy: das Minimum setzen (%L1).</translation>
    </message>
    <message>
        <source>To win the heads-up: a blind of %L1 (%2% to win it).</source>
        <translation>Um das Heads-up zu gewinnen: ein Blind von %L1 (%2 % Siegchance).</translation>
    </message>
    <message>
        <source>To win the match: bet %L1 (%2% to win it).</source>
        <translation>Um das Match zu gewinnen: %L1 setzen (%2 % Siegchance).</translation>
    </message>
    <message>
        <source>To win the heads-up: bet %L1 (%2% to win it).</source>
        <translation>Um das Heads-up zu gewinnen: %L1 setzen (%2 % Siegchance).</translation>
    </message>
    <message numerus="yes">
        <source>Exact values, in blinds (1 deck, %n other card(s) seen; the dealer taken to show the weaker card): %1.</source>
        <translation>
            <numerusform>Exakte Werte in Blinds (1 Deck, %n andere Karte gesehen; angenommen, der Geber zeigt die schwächere Karte): %1.</numerusform>
            <numerusform>Exakte Werte in Blinds (1 Deck, %n andere Karten gesehen; angenommen, der Geber zeigt die schwächere Karte): %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>To win the heads-up: %1 (%2% to win it).</source>
        <translation>Um das Heads-up zu gewinnen: %1 (%2 % Siegchance).</translation>
    </message>
    <message>
        <source>To win the heads-up: %1 (%2% to win it): the heads-up is won on the chips both of you hold, not on the blinds won on average.</source>
        <translation>Um das Heads-up zu gewinnen: %1 (%2 % Siegchance): das Heads-up entscheiden die Chips, die ihr beide haltet, nicht die im Schnitt gewonnenen Blinds.</translation>
    </message>
    <message>
        <source>%1, to win the heads-up</source>
        <translation>%1, um das Heads-up zu gewinnen</translation>
    </message>
    <message>
        <source>an infinite deck</source>
        <translation>ein unendliches Deck</translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s)</source>
        <translation>
            <numerusform>%n Deck</numerusform>
            <numerusform>%n Decks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exact values, in bets (%1, %n other card(s) seen): %2.</source>
        <translation>
            <numerusform>Exakte Werte in Einsätzen (%1, %n andere Karte gesehen): %2.</numerusform>
            <numerusform>Exakte Werte in Einsätzen (%1, %n andere Karten gesehen): %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact values, in bets (%1): %2.</source>
        <translation>Exakte Werte in Einsätzen (%1): %2.</translation>
    </message>
    <message>
        <source>To win the match: the same (%1% to win it).</source>
        <translation>Um das Match zu gewinnen: dasselbe (%1 % Siegchance).</translation>
    </message>
    <message>
        <source>To win the match: %1 (%2% to win it, against %3% with %4): the match is won on chips against your rival&apos;s with one hand left, not on the chips won on average.</source>
        <translation>Um das Match zu gewinnen: %1 (%2 % Siegchance, gegenüber %3 % mit „%4“): bei noch einer Hand entscheiden deine Chips gegen die deines Gegners, nicht die im Schnitt gewonnenen Chips.</translation>
    </message>
    <message numerus="yes">
        <source>To win the match: %1 (%2% to win it, against %3% with %4): the match is won on chips against your rival&apos;s with %n hand(s) left, not on the chips won on average.</source>
        <translation>
            <numerusform>Um das Match zu gewinnen: %1 (%2 % Siegchance, gegenüber %3 % mit „%4“): bei noch %n Hand entscheiden deine Chips gegen die deines Gegners, nicht die im Schnitt gewonnenen Chips.</numerusform>
            <numerusform>Um das Match zu gewinnen: %1 (%2 % Siegchance, gegenüber %3 % mit „%4“): bei noch %n Händen entscheiden deine Chips gegen die deines Gegners, nicht die im Schnitt gewonnenen Chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, to win the match</source>
        <translation>%1, um das Match zu gewinnen</translation>
    </message>
</context>
<context>
    <name>chart_dialog</name>
    <message>
        <source>Basic-strategy chart</source>
        <translation>Basic-Strategy-Tabelle</translation>
    </message>
    <message>
        <source>The best play for each hand against each dealer card, worked out by the advisor for a full shoe under these rules (your table&apos;s to start with).</source>
        <translation>Der beste Zug für jede Hand gegen jede Dealerkarte, vom Berater für einen vollen Schlitten unter diesen Regeln berechnet (zu Beginn die deines Tisches).</translation>
    </message>
    <message>
        <source>&amp;Decks</source>
        <translation>&amp;Decks</translation>
    </message>
    <message>
        <source>Decks in the shoe</source>
        <translation>Decks im Schlitten</translation>
    </message>
    <message>
        <source>S&amp;oft 17</source>
        <translation>&amp;Weiche 17</translation>
    </message>
    <message>
        <source>What the dealer does on soft 17</source>
        <translation>Was der Dealer bei weicher 17 tut</translation>
    </message>
    <message>
        <source>Dealer hits soft 17</source>
        <translation>Dealer zieht auf weiche 17</translation>
    </message>
    <message>
        <source>Dealer stands on soft 17</source>
        <translation>Dealer bleibt bei weicher 17 stehen</translation>
    </message>
    <message>
        <source>Double after &amp;split</source>
        <translation>Verdoppeln nach &amp;Split</translation>
    </message>
    <message>
        <source>Double after a split allowed</source>
        <translation>Verdoppeln nach einem Split erlaubt</translation>
    </message>
    <message>
        <source>Late s&amp;urrender</source>
        <translation>Späte &amp;Aufgabe</translation>
    </message>
    <message>
        <source>Late surrender allowed</source>
        <translation>Späte Aufgabe erlaubt</translation>
    </message>
    <message>
        <source>Dealer splits &amp;aces</source>
        <translation>Dealer splittet Ass&amp;e</translation>
    </message>
    <message>
        <source>Series 7: a dealer dealt two aces splits them and plays the better hand (S7-17); split aces may then double (S7-19)</source>
        <translation>Series 7: ein Geber mit zwei Assen splittet sie und spielt die bessere Hand (S7-17); gesplittete Asse dürfen dann verdoppeln (S7-19)</translation>
    </message>
    <message>
        <source>The dealer splits a pair of aces, as in Series 7</source>
        <translation>Der Dealer splittet ein Paar Asse, wie in Series 7</translation>
    </message>
    <message>
        <source>&amp;Work out</source>
        <translation>&amp;Berechnen</translation>
    </message>
    <message>
        <source>Work out the chart for these rules</source>
        <translation>Die Tabelle für diese Regeln berechnen</translation>
    </message>
    <message>
        <source>Rows of the chart worked out</source>
        <translation>Berechnete Zeilen der Tabelle</translation>
    </message>
    <message>
        <source>What happened to the chart</source>
        <translation>Was mit der Tabelle geschehen ist</translation>
    </message>
    <message>
        <source>&amp;Export PNG…</source>
        <translation>PNG e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save the chart as a PNG picture</source>
        <translation>Die Tabelle als PNG-Bild speichern</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Close the chart</source>
        <translation>Die Tabelle schließen</translation>
    </message>
</context>
<context>
    <name>chart_names</name>
    <message>
        <source>an infinite deck</source>
        <translation>ein unendliches Deck</translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s)</source>
        <translation>
            <numerusform>%n Deck</numerusform>
            <numerusform>%n Decks</numerusform>
        </translation>
    </message>
    <message>
        <source>H17</source>
        <translation>H17</translation>
    </message>
    <message>
        <source>S17</source>
        <translation>S17</translation>
    </message>
    <message>
        <source>DAS</source>
        <translation>DAS</translation>
    </message>
    <message>
        <source>no DAS</source>
        <translation>kein DAS</translation>
    </message>
    <message>
        <source>no doubling</source>
        <translation>kein Verdoppeln</translation>
    </message>
    <message>
        <source>late surrender</source>
        <translation>späte Aufgabe</translation>
    </message>
    <message>
        <source>no surrender</source>
        <translation>keine Aufgabe</translation>
    </message>
    <message>
        <source>no peek</source>
        <translation>kein Peek</translation>
    </message>
    <message>
        <source>the dealer splits aces</source>
        <translation>Dealer splittet Asse</translation>
    </message>
    <message>
        <source>split aces may hit</source>
        <translation>gesplittete Asse dürfen ziehen</translation>
    </message>
    <message>
        <source>split naturals win</source>
        <translation>Blackjack nach Split gewinnt</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list of the rules a chart is worked out for</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>1 deck, S17, DAS, no surrender</source>
        <translation>1 Deck, S17, DAS, keine Aufgabe</translation>
    </message>
    <message>
        <source>6 decks, H17, no DAS, late surrender</source>
        <translation>6 Decks, H17, kein DAS, späte Aufgabe</translation>
    </message>
    <message>
        <source>1 deck, S17, no DAS (doubles are the BJX raise)</source>
        <translation>1 Deck, S17, kein DAS (Verdoppeln steht für das BJX-Erhöhen)</translation>
    </message>
</context>
<context>
    <name>chart_words</name>
    <message>
        <source>H hit</source>
        <translation>H ziehen</translation>
    </message>
    <message>
        <source>S stand</source>
        <translation>S stehen</translation>
    </message>
    <message>
        <source>D double, else hit</source>
        <translation>D verdoppeln, sonst ziehen</translation>
    </message>
    <message>
        <source>Ds double, else stand</source>
        <translation>Ds verdoppeln, sonst stehen</translation>
    </message>
    <message>
        <source>P split</source>
        <translation>P splitten</translation>
    </message>
    <message>
        <source>Rh, Rs, Rp surrender, else hit, stand or split</source>
        <translation>Rh, Rs, Rp aufgeben, sonst ziehen, stehen oder splitten</translation>
    </message>
    <message>
        <source>Hard totals</source>
        <translation>Harte Summen</translation>
    </message>
    <message>
        <source>hard %1</source>
        <translation>hart %1</translation>
    </message>
    <message>
        <source>Soft hands</source>
        <translation>Weiche Hände</translation>
    </message>
    <message>
        <source>soft %1</source>
        <translation>weich %1</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>a pair: %1</source>
        <translation>ein Paar: %1</translation>
    </message>
    <message>
        <source>Could not write the chart to %1</source>
        <translation>Die Tabelle konnte nicht nach %1 geschrieben werden</translation>
    </message>
</context>
<context>
    <name>check_words</name>
    <message>
        <source>the hand was dealt from another commitment than the one told</source>
        <translation>die Hand wurde aus einem anderen Commitment gegeben als dem angekündigten</translation>
    </message>
</context>
<context>
    <name>confirm_words</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>director_view</name>
    <message>
        <source>Director console</source>
        <translation>Turnierleiter-Konsole</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Turnierleitung</translation>
    </message>
    <message>
        <source>Where players join</source>
        <translation>Wo Spieler beitreten</translation>
    </message>
    <message>
        <source>Addresses of the night&apos;s web pages</source>
        <translation>Adressen der Webseiten des Abends</translation>
    </message>
    <message>
        <source>QR code of the night&apos;s web page</source>
        <translation>QR-Code der Webseite des Abends</translation>
    </message>
    <message>
        <source>Point a phone&apos;s camera here to open the night&apos;s page: each player&apos;s screen and seat</source>
        <translation>Richte die Handykamera hierauf, um die Seite des Abends zu öffnen: Bildschirm und Platz jedes Spielers</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>--:--</source>
        <translation>--:--</translation>
    </message>
    <message>
        <source>Time left in the level</source>
        <translation>Restzeit im Level</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Start the tournament</source>
        <translation>Das Turnier starten</translation>
    </message>
    <message>
        <source>&amp;Start the tournament</source>
        <translation>Turnier &amp;starten</translation>
    </message>
    <message>
        <source>Open the night&apos;s next tournament</source>
        <translation>Das nächste Turnier des Abends eröffnen</translation>
    </message>
    <message>
        <source>Once this tournament is over: the next one, with the same rules; its waiting list is first in line</source>
        <translation>Sobald dieses Turnier vorbei ist: das nächste, mit denselben Regeln; seine Warteliste kommt zuerst dran</translation>
    </message>
    <message>
        <source>Ne&amp;xt tournament</source>
        <translation>&amp;Nächstes Turnier</translation>
    </message>
    <message>
        <source>Pause the clock</source>
        <translation>Die Uhr anhalten</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Resume the clock</source>
        <translation>Die Uhr weiterlaufen lassen</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Add a minute to the level</source>
        <translation>Dem Level eine Minute hinzufügen</translation>
    </message>
    <message>
        <source>+1 mi&amp;nute</source>
        <translation>+1 &amp;Minute</translation>
    </message>
    <message>
        <source>Take a minute from the level</source>
        <translation>Dem Level eine Minute abziehen</translation>
    </message>
    <message>
        <source>−1 m&amp;inute</source>
        <translation>−1 M&amp;inute</translation>
    </message>
    <message>
        <source>Go to &amp;level</source>
        <translation>&amp;Gehe zu Level</translation>
    </message>
    <message>
        <source>Level to go to</source>
        <translation>Ziel-Level</translation>
    </message>
    <message>
        <source>Go to that level</source>
        <translation>Zu diesem Level wechseln</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>L&amp;os</translation>
    </message>
    <message>
        <source>Declare sudden death</source>
        <translation>Sudden Death ausrufen</translation>
    </message>
    <message>
        <source>Sudden &amp;death</source>
        <translation>Sudden &amp;Death</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschehen ist</translation>
    </message>
    <message>
        <source>Director&apos;s log</source>
        <translation>Protokoll der Turnierleitung</translation>
    </message>
    <message>
        <source>Tables and levels</source>
        <translation>Tische und Level</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Tables and seats</source>
        <translation>Tische und Plätze</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Umsetzen</translation>
    </message>
    <message>
        <source>Player to move</source>
        <translation>Umzusetzender Spieler</translation>
    </message>
    <message>
        <source>to table</source>
        <translation>an Tisch</translation>
    </message>
    <message>
        <source>Table to move to</source>
        <translation>Ziel-Tisch</translation>
    </message>
    <message>
        <source>Move the player</source>
        <translation>Den Spieler umsetzen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Umsetzen</translation>
    </message>
    <message>
        <source>Void the hand at table</source>
        <translation>Hand annullieren an Tisch</translation>
    </message>
    <message>
        <source>Table whose hand to void</source>
        <translation>Tisch, dessen Hand annulliert wird</translation>
    </message>
    <message>
        <source>Void the hand: bets go back</source>
        <translation>Die Hand annullieren: die Einsätze gehen zurück</translation>
    </message>
    <message>
        <source>V&amp;oid</source>
        <translation>&amp;Annullieren</translation>
    </message>
    <message>
        <source>Moves waiting for the end of a hand</source>
        <translation>Wechsel, die auf das Ende einer Hand warten</translation>
    </message>
    <message>
        <source>Le&amp;vels</source>
        <translation>Le&amp;vel</translation>
    </message>
    <message>
        <source>Level schedule: minimum, maximum and minutes of each level</source>
        <translation>Levelplan: Minimum, Maximum und Minuten jedes Levels</translation>
    </message>
    <message>
        <source>Levels already started cannot change; past the list, the last level doubles</source>
        <translation>Bereits begonnene Level lassen sich nicht ändern; nach dem Ende der Liste verdoppelt sich das letzte Level</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>&amp;Break every</source>
        <translation>Pause nach &amp;je</translation>
    </message>
    <message>
        <source>Levels between breaks (0: no breaks)</source>
        <translation>Level zwischen Pausen (0: keine Pausen)</translation>
    </message>
    <message>
        <source>no breaks</source>
        <translation>keine Pausen</translation>
    </message>
    <message>
        <source>levels, for</source>
        <translation>Leveln, für</translation>
    </message>
    <message>
        <source>Minutes of each break</source>
        <translation>Minuten jeder Pause</translation>
    </message>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source>Add a level at the end</source>
        <translation>Ein Level am Ende hinzufügen</translation>
    </message>
    <message>
        <source>Add l&amp;evel</source>
        <translation>Level &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Remove the last level</source>
        <translation>Das letzte Level entfernen</translation>
    </message>
    <message>
        <source>Remove las&amp;t</source>
        <translation>Letztes entfe&amp;rnen</translation>
    </message>
    <message>
        <source>Apply the level schedule</source>
        <translation>Den Levelplan übernehmen</translation>
    </message>
    <message>
        <source>Appl&amp;y</source>
        <translation>&amp;Übernehmen</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Registered</source>
        <translation>Angemeldet</translation>
    </message>
    <message>
        <source>Registered players</source>
        <translation>Angemeldete Spieler</translation>
    </message>
    <message>
        <source>Waiting list (S7-2)</source>
        <translation>Warteliste (S7-2)</translation>
    </message>
    <message>
        <source>Waiting list: turned away from a full tournament, in order</source>
        <translation>Warteliste: von einem vollen Turnier abgewiesen, in Reihenfolge</translation>
    </message>
    <message>
        <source>Late entries &amp;waiting</source>
        <translation>&amp;Wartende Nachmeldungen</translation>
    </message>
    <message>
        <source>Late entries waiting for the director</source>
        <translation>Nachmeldungen, die auf den Turnierleiter warten</translation>
    </message>
    <message>
        <source>Admit the late entry with its penalty</source>
        <translation>Die Nachmeldung mit ihrer Strafe zulassen</translation>
    </message>
    <message>
        <source>&amp;Admit</source>
        <translation>&amp;Zulassen</translation>
    </message>
    <message>
        <source>Refuse the late entry</source>
        <translation>Die Nachmeldung ablehnen</translation>
    </message>
    <message>
        <source>Re&amp;fuse</source>
        <translation>Abl&amp;ehnen</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Back to the lobby; the night goes on</source>
        <translation>Zurück zur Lobby; der Abend geht weiter</translation>
    </message>
    <message>
        <source>Ba&amp;ck to the lobby</source>
        <translation>Zurück zur &amp;Lobby</translation>
    </message>
    <message>
        <source>Print the night&apos;s sheets as PDF</source>
        <translation>Die Unterlagen des Abends als PDF drucken</translation>
    </message>
    <message>
        <source>A sign-in sheet, seat cards after the draw, the results: PDF files to print</source>
        <translation>Eine Anmeldeliste, Platzkarten nach der Auslosung, die Ergebnisse: PDF-Dateien zum Drucken</translation>
    </message>
    <message>
        <source>Paperwor&amp;k</source>
        <translation>Un&amp;terlagen</translation>
    </message>
    <message>
        <source>Stop hosting the night</source>
        <translation>Den Abend nicht mehr hosten</translation>
    </message>
    <message>
        <source>Stop &amp;hosting</source>
        <translation>Hosten &amp;beenden</translation>
    </message>
</context>
<context>
    <name>director_words</name>
    <message numerus="yes">
        <source>%1: table %2, penalty %Ln chip(s)</source>
        <translation>
            <numerusform>%1: Tisch %2, Strafe %Ln Chip</numerusform>
            <numerusform>%1: Tisch %2, Strafe %Ln Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1  (away: %Ln hand(s))</source>
        <translation>
            <numerusform>%1  (abwesend: %Ln Hand)</numerusform>
            <numerusform>%1  (abwesend: %Ln Hände)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The clock is at level %1: this skips %n level(s), and the bets rise at once: %2.</source>
        <translation>
            <numerusform>Die Uhr steht auf Level %1: damit wird %n Level übersprungen, und die Einsätze steigen sofort: %2.</numerusform>
            <numerusform>Die Uhr steht auf Level %1: damit werden %n Level übersprungen, und die Einsätze steigen sofort: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The clock is at level %1: this skips %n level(s), and the bets rise at once.</source>
        <translation>
            <numerusform>Die Uhr steht auf Level %1: damit wird %n Level übersprungen, und die Einsätze steigen sofort.</numerusform>
            <numerusform>Die Uhr steht auf Level %1: damit werden %n Level übersprungen, und die Einsätze steigen sofort.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>addresses</comment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1 (this machine only: the night listens on loopback)</source>
        <translation>%1 (nur dieser Rechner: der Abend lauscht auf Loopback)</translation>
    </message>
    <message>
        <source>%1, from this machine only: it has no LAN address (no network found)</source>
        <translation>%1, nur von diesem Rechner: er hat keine LAN-Adresse (kein Netzwerk gefunden)</translation>
    </message>
</context>
<context>
    <name>drill_texts</name>
    <message>
        <source>play: hard total</source>
        <translation>Zug: harte Summe</translation>
    </message>
    <message>
        <source>play: soft total</source>
        <translation>Zug: weiche Summe</translation>
    </message>
    <message>
        <source>play: pair</source>
        <translation>Zug: Paar</translation>
    </message>
    <message>
        <source>10-hand: last hand, 40 behind</source>
        <translation>10 Hände: letzte Hand, 40 zurück</translation>
    </message>
    <message>
        <source>Series 7 heads-up: the deal coming</source>
        <translation>Series-7-Heads-up: du gibst danach</translation>
    </message>
    <message>
        <source>BJX: blind against a short dealer</source>
        <translation>BJX: Blind gegen Geber mit wenig Chips</translation>
    </message>
    <message>
        <source>your hands: %1</source>
        <translation>deine Hände: %1</translation>
    </message>
    <message>
        <source>a bet of %L1 to %L2, in steps of %L3 chips</source>
        <translation>ein Einsatz von %L1 bis %L2, in Schritten von %L3 Chips</translation>
    </message>
    <message>
        <source>Type an answer: %1</source>
        <translation>Gib eine Antwort ein: %1</translation>
    </message>
    <message>
        <source>%1 is not an answer here: %2</source>
        <translation>%1 ist hier keine Antwort: %2</translation>
    </message>
    <message>
        <source>Right: within %1 of the best. %2</source>
        <translation>Richtig: bis auf %1 so gut wie das Beste. %2</translation>
    </message>
    <message>
        <source>Right. %1</source>
        <translation>Richtig. %1</translation>
    </message>
    <message>
        <source>The advisor&apos;s best is %1. %2</source>
        <translation>Am besten laut Berater: %1. %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an answer and its value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>the values of the answers, one after the other</comment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>bet %L1 to %L2</source>
        <translation>%L1 bis %L2 setzen</translation>
    </message>
    <message>
        <source>%1% to win</source>
        <translation>%1 % Siegchance</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <comment>a value in chips</comment>
        <translation>%1 Chips</translation>
    </message>
    <message>
        <source>%1 percentage point</source>
        <translation>%1 Prozentpunkt</translation>
    </message>
    <message>
        <source>%1 a chip bet</source>
        <translation>%1 je gesetztem Chip</translation>
    </message>
    <message>
        <source>10-hand rules (6 decks, the dealer hits soft 17, late surrender): %1 %2 against %3. Your play?</source>
        <translation>10-Hände-Regeln (6 Decks, Dealer zieht auf weiche 17, späte Aufgabe): %1 %2 gegen %3. Dein Zug?</translation>
    </message>
    <message>
        <source>the 10-hand match model does not cover a rival with %L1</source>
        <translation>das Modell für das 10-Hände-Match deckt keinen Gegner mit %L1 ab</translation>
    </message>
    <message>
        <source>The last hand of a 10-hand match (minimum %1): you have %L2 chips, your rival %L3, who bets the minimum. Your bet?</source>
        <translation>Die letzte Hand eines 10-Hände-Matchs (Minimum %1): du hast %L2 Chips, dein Gegner %L3 und setzt das Minimum. Dein Einsatz?</translation>
    </message>
    <message>
        <source>the heads-up model does not cover %1/%2</source>
        <translation>das Heads-up-Modell deckt %1/%2 nicht ab</translation>
    </message>
    <message>
        <source>Series 7 heads-up, the level %L1/%L2: you have %L3 of the %L4 chips; you bet this hand, and the deal comes to you next. Your bet?</source>
        <translation>Series-7-Heads-up, Level %L1/%L2: du hast %L3 der %L4 Chips; du setzt in dieser Hand und gibst in der nächsten. Dein Einsatz?</translation>
    </message>
    <message>
        <source>the BJX heads-up model does not cover a minimum of %1</source>
        <translation>das BJX-Heads-up-Modell deckt kein Minimum von %1 ab</translation>
    </message>
    <message>
        <source>BJX heads-up, the minimum %L1: you have %L2 chips, the dealer %L3; you post the blind (one to three minimums). Your blind?</source>
        <translation>BJX-Heads-up, Minimum %L1: du hast %L2 Chips, der Geber %L3; du setzt den Blind (das Ein- bis Dreifache des Minimums). Dein Blind?</translation>
    </message>
    <message>
        <source>From tournament %1, table %2, hand %L3 (%4): %5. Your bet?</source>
        <translation>Aus Turnier %1, Tisch %2, Hand %L3 (%4): %5. Dein Einsatz?</translation>
    </message>
    <message>
        <source>From tournament %1, table %2, hand %L3 (%4): %5. Your play?</source>
        <translation>Aus Turnier %1, Tisch %2, Hand %L3 (%4): %5. Dein Zug?</translation>
    </message>
    <message numerus="yes">
        <source>%1: %L2 of %L3 right over %Ln day(s)</source>
        <translation>
            <numerusform>%1: %L2 von %L3 richtig an %Ln Tag</numerusform>
            <numerusform>%1: %L2 von %L3 richtig an %Ln Tagen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drill_view</name>
    <message>
        <source>Drills</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>Whose drills</source>
        <translation>Wessen Übungen</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Art</translation>
    </message>
    <message>
        <source>Kind of spot to drill</source>
        <translation>Art der Situation zum Üben</translation>
    </message>
    <message>
        <source>Back to the &amp;lobby</source>
        <translation>Zurück zur &amp;Lobby</translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation>Zurück zur Lobby</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Situation</translation>
    </message>
    <message>
        <source>Spot number and kind</source>
        <translation>Nummer und Art der Situation</translation>
    </message>
    <message>
        <source>The spot</source>
        <translation>Die Situation</translation>
    </message>
    <message>
        <source>&amp;Amount</source>
        <translation>&amp;Betrag</translation>
    </message>
    <message>
        <source>Amount to bet</source>
        <translation>Zu setzender Betrag</translation>
    </message>
    <message>
        <source>&amp;Bet</source>
        <translation>&amp;Setzen</translation>
    </message>
    <message>
        <source>Bet the amount</source>
        <translation>Den Betrag setzen</translation>
    </message>
    <message>
        <source>The answers</source>
        <translation>Die Antworten</translation>
    </message>
    <message>
        <source>The advisor&apos;s grade</source>
        <translation>Bewertung des Beraters</translation>
    </message>
    <message>
        <source>&amp;Next spot</source>
        <translation>&amp;Nächste Situation</translation>
    </message>
    <message>
        <source>Next spot</source>
        <translation>Nächste Situation</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Dein Fortschritt</translation>
    </message>
    <message>
        <source>This session</source>
        <translation>Diese Sitzung</translation>
    </message>
    <message>
        <source>Answers right by kind, over every session</source>
        <translation>Richtige Antworten nach Art, über alle Sitzungen</translation>
    </message>
</context>
<context>
    <name>drill_words</name>
    <message>
        <source>Every kind: what you get wrong most, first</source>
        <translation>Alle Arten: was du am häufigsten falsch machst, zuerst</translation>
    </message>
</context>
<context>
    <name>felt_words</name>
    <message>
        <source>covers every bet</source>
        <translation>deckt jeden Einsatz</translation>
    </message>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln Chip</numerusform>
            <numerusform>%Ln Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>Dealer&apos;s cards</source>
        <translation>Karten des Dealers</translation>
    </message>
    <message>
        <source>You deal: you cover every bet</source>
        <translation>Du gibst: du deckst jeden Einsatz</translation>
    </message>
    <message>
        <source>Paused by the director</source>
        <translation>Vom Turnierleiter angehalten</translation>
    </message>
    <message>
        <source>On a break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank of its suit</comment>
        <translation>%2-%1</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <comment>seconds left to answer</comment>
        <translation>noch %1 s</translation>
    </message>
    <message>
        <source>showing %1</source>
        <comment>the up cards&apos; total</comment>
        <translation>offen %1</translation>
    </message>
    <message>
        <source>blackjack</source>
        <comment>a hand&apos;s total</comment>
        <translation>Blackjack</translation>
    </message>
    <message>
        <source>bust</source>
        <comment>a hand&apos;s total</comment>
        <translation>überkauft</translation>
    </message>
    <message>
        <source>soft %1</source>
        <translation>weich %1</translation>
    </message>
    <message>
        <source>won %L1</source>
        <translation>%L1 gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <comment>a hand&apos;s result</comment>
        <translation>verloren</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a hand&apos;s total · its result</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>total %1, bust</source>
        <translation>Summe %1, überkauft</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>Summe %1</translation>
    </message>
    <message>
        <source>House dealer</source>
        <translation>Hausdealer</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <source>your turn to play (hand %1 of %2)</source>
        <translation>du bist am Zug (Hand %1 von %2)</translation>
    </message>
    <message>
        <source>your turn to play</source>
        <translation>du bist am Zug</translation>
    </message>
    <message>
        <source>your bet</source>
        <translation>dein Einsatz ist gefragt</translation>
    </message>
    <message>
        <source>their turn to play</source>
        <translation>ist am Zug</translation>
    </message>
    <message>
        <source>placing a bet</source>
        <translation>setzt</translation>
    </message>
    <message>
        <source>finished this hand</source>
        <translation>mit dieser Hand fertig</translation>
    </message>
    <message>
        <source>dealing</source>
        <translation>gibt</translation>
    </message>
    <message>
        <source>in the hand</source>
        <translation>spielt mit</translation>
    </message>
    <message>
        <source>waiting for the next hand</source>
        <translation>wartet auf die nächste Hand</translation>
    </message>
    <message>
        <source>dealer, covers every bet</source>
        <translation>Dealer, deckt jeden Einsatz</translation>
    </message>
    <message>
        <source>%L1 chips</source>
        <translation>%L1 Chips</translation>
    </message>
    <message>
        <source>dealer</source>
        <comment>a seat that deals</comment>
        <translation>Geber</translation>
    </message>
    <message>
        <source>bet %L1</source>
        <translation>Einsatz %L1</translation>
    </message>
    <message>
        <source>cards %1</source>
        <translation>Karten %1</translation>
    </message>
    <message>
        <source>%1 (shown)</source>
        <comment>a card turned up for the table</comment>
        <translation>%1 (gezeigt)</translation>
    </message>
    <message>
        <source>hand %1: %2</source>
        <translation>Hand %1: %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>a seat&apos;s description, part by part</comment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>dealer shows %1; the other card, %2, is face down to the table</source>
        <translation>Geber zeigt %1; die andere Karte, %2, liegt für den Tisch verdeckt</translation>
    </message>
    <message>
        <source>dealer&apos;s cards face down</source>
        <translation>Karten des Dealers verdeckt</translation>
    </message>
    <message>
        <source>dealer shows %1, total %2</source>
        <translation>Dealer zeigt %1, Summe %2</translation>
    </message>
    <message>
        <source>dealer has %1, %2</source>
        <translation>Dealer hat %1, %2</translation>
    </message>
</context>
<context>
    <name>format_words</name>
    <message>
        <source>%1 draws %2 for the deal</source>
        <translation>%1 zieht %2 bei der Geberauslosung</translation>
    </message>
    <message>
        <source>%1 deals first at table %2</source>
        <translation>%1 gibt zuerst an Tisch %2</translation>
    </message>
    <message>
        <source>%1 draws table %2, seat %3</source>
        <translation>%1 bekommt Tisch %2, Platz %3 zugelost</translation>
    </message>
    <message>
        <source>Level %1: %2 draws table %3, seat %4</source>
        <translation>Level %1: %2 bekommt Tisch %3, Platz %4 zugelost</translation>
    </message>
    <message numerus="yes">
        <source>Level %1 starts with %n player(s)</source>
        <translation>
            <numerusform>Level %1 beginnt mit %n Spieler</numerusform>
            <numerusform>Level %1 beginnt mit %n Spielern</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1 is over; going on: %2</source>
        <translation>Level %1 ist vorbei; weiter kommen: %2</translation>
    </message>
    <message>
        <source>Level %1, table %2 opens: %3 deals first</source>
        <translation>Level %1, Tisch %2 öffnet: %3 gibt zuerst</translation>
    </message>
    <message numerus="yes">
        <source>Level %1, table %2: %3 wins after %n hand(s)</source>
        <translation>
            <numerusform>Level %1, Tisch %2: %3 gewinnt nach %n Hand</numerusform>
            <numerusform>Level %1, Tisch %2: %3 gewinnt nach %n Händen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the champion</source>
        <translation>%1 ist der Champion</translation>
    </message>
    <message numerus="yes">
        <source>Room %1: the match starts, %n hand(s)</source>
        <translation>
            <numerusform>Raum %1: das Match beginnt, %n Hand</numerusform>
            <numerusform>Raum %1: das Match beginnt, %n Hände</numerusform>
        </translation>
    </message>
    <message>
        <source>Room %1: the match is a draw between %2</source>
        <translation>Raum %1: das Match endet unentschieden zwischen %2</translation>
    </message>
    <message>
        <source>Room %1: %2 wins the match</source>
        <translation>Raum %1: %2 gewinnt das Match</translation>
    </message>
    <message numerus="yes">
        <source>%1 ends the round with %L2 chips after %n hand(s)</source>
        <translation>
            <numerusform>%1 beendet die Runde nach %n Hand mit %L2 Chips</numerusform>
            <numerusform>%1 beendet die Runde nach %n Händen mit %L2 Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1: the host commits to its shuffle</source>
        <translation>Hand %1: der Host legt sich per Commitment auf sein Mischen fest</translation>
    </message>
    <message>
        <source>Hand %1: the host reveals its shuffle&apos;s seed</source>
        <translation>Hand %1: der Host legt den Seed seines Mischens offen</translation>
    </message>
</context>
<context>
    <name>help_dialog</name>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>The rules of the game and the keys</source>
        <translation>Die Spielregeln und die Tasten</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation>Hilfe schließen</translation>
    </message>
</context>
<context>
    <name>history_view</name>
    <message>
        <source>Past tournaments</source>
        <translation>Frühere Turniere</translation>
    </message>
    <message>
        <source>Database shown</source>
        <translation>Angezeigte Datenbank</translation>
    </message>
    <message>
        <source>Export &amp;JSON</source>
        <translation>&amp;JSON exportieren</translation>
    </message>
    <message>
        <source>Export the chosen tournament as a JSON file</source>
        <translation>Das gewählte Turnier als JSON-Datei exportieren</translation>
    </message>
    <message>
        <source>The chosen tournament, its standings and every hand&apos;s events, in one JSON file</source>
        <translation>Das gewählte Turnier, seine Rangliste und die Ereignisse jeder Hand in einer JSON-Datei</translation>
    </message>
    <message>
        <source>Export &amp;CSV</source>
        <translation>&amp;CSV exportieren</translation>
    </message>
    <message>
        <source>Export the chosen tournament as CSV files</source>
        <translation>Das gewählte Turnier als CSV-Dateien exportieren</translation>
    </message>
    <message>
        <source>The chosen tournament&apos;s results.csv and hands.csv, for a spreadsheet</source>
        <translation>results.csv und hands.csv des gewählten Turniers, für eine Tabellenkalkulation</translation>
    </message>
    <message>
        <source>Back to the &amp;lobby</source>
        <translation>Zurück zur &amp;Lobby</translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation>Zurück zur Lobby</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>&amp;Tournaments</source>
        <translation>&amp;Turniere</translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Name, game, date, status and winner of each tournament</source>
        <translation>Name, Spiel, Datum, Status und Sieger jedes Turniers</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <source>Standings of the tournament</source>
        <translation>Rangliste des Turniers</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Hände</translation>
    </message>
    <message>
        <source>Hands of the tournament</source>
        <translation>Hände des Turniers</translation>
    </message>
    <message>
        <source>Hand number, table, dealer and what it came to</source>
        <translation>Handnummer, Tisch, Geber und Ergebnis</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Replayed table</source>
        <translation>Wiedergegebener Tisch</translation>
    </message>
    <message>
        <source>Pick a hand to replay it</source>
        <translation>Wähle eine Hand, um sie nachzuspielen</translation>
    </message>
    <message>
        <source>Replay step</source>
        <translation>Wiedergabeschritt</translation>
    </message>
    <message>
        <source>The advisor at this step</source>
        <translation>Der Berater bei diesem Schritt</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>Erster Schritt (Pos1)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Step back (Left arrow)</source>
        <translation>Schritt zurück (Pfeil links)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Next step (Right arrow)</source>
        <translation>Nächster Schritt (Pfeil rechts)</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Ende ▶|</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Letzter Schritt (Ende)</translation>
    </message>
</context>
<context>
    <name>history_words</name>
    <message>
        <source>stopped before its end</source>
        <translation>vor dem Ende gestoppt</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>läuft</translation>
    </message>
    <message numerus="yes">
        <source>– %1 — %Ln chip(s)</source>
        <translation>
            <numerusform>– %1 — %Ln Chip</numerusform>
            <numerusform>– %1 — %Ln Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>house deals</source>
        <translation>das Haus gibt</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 gibt</translation>
    </message>
    <message>
        <source>Table %1, hand %2</source>
        <translation>Tisch %1, Hand %2</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>annulliert</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>– %1</source>
        <translation>– %1</translation>
    </message>
    <message>
        <source>%1 — out at the tournament&apos;s hand %L2</source>
        <translation>%1 — ausgeschieden in Hand %L2 des Turniers</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %Ln chip(s)</source>
        <translation>
            <numerusform>%1 — %Ln Chip</numerusform>
            <numerusform>%1 — %Ln Chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keep_awake_words</name>
    <message>
        <source>Showing the tournament clock</source>
        <translation>Turnieruhr wird angezeigt</translation>
    </message>
</context>
<context>
    <name>kiosk_view</name>
    <message>
        <source>Tournament clock</source>
        <translation>Turnieruhr</translation>
    </message>
    <message>
        <source>Pitboss</source>
        <translation>Pitboss</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Clock status</source>
        <translation>Status der Uhr</translation>
    </message>
    <message>
        <source>Clock page</source>
        <translation>Uhrseite</translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation>Warte auf den Host</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <source>--:--</source>
        <translation>--:--</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Nächstes Level</translation>
    </message>
    <message>
        <source>Time to the next break</source>
        <translation>Zeit bis zur nächsten Pause</translation>
    </message>
    <message>
        <source>Players left</source>
        <translation>Spieler übrig</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Ø Chips</translation>
    </message>
    <message>
        <source>Chip leaders</source>
        <translation>Chipleader</translation>
    </message>
    <message>
        <source>Announced</source>
        <translation>Durchsagen</translation>
    </message>
    <message>
        <source>Table moves and the director&apos;s words, as announced</source>
        <translation>Tischwechsel und Worte des Turnierleiters, wie durchgesagt</translation>
    </message>
    <message>
        <source>Your seat and your screen on your phone</source>
        <translation>Dein Platz und dein Bildschirm auf deinem Handy</translation>
    </message>
    <message>
        <source>QR code of the night&apos;s web page</source>
        <translation>QR-Code der Webseite des Abends</translation>
    </message>
    <message>
        <source>Address of the night&apos;s web page</source>
        <translation>Adresse der Webseite des Abends</translation>
    </message>
    <message>
        <source>Standings page</source>
        <translation>Ranglistenseite</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Standings: place, player, chips</source>
        <translation>Rangliste: Rang, Spieler, Chips</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Table draw page</source>
        <translation>Seite der Platzauslosung</translation>
    </message>
    <message>
        <source>Seat draw</source>
        <translation>Platzauslosung</translation>
    </message>
    <message>
        <source>Seat draw: player, table and seat</source>
        <translation>Platzauslosung: Spieler, Tisch und Platz</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Season standings page</source>
        <translation>Seite der Saisontabelle</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Saisontabelle</translation>
    </message>
    <message>
        <source>Season standings: which rows are shown</source>
        <translation>Saisontabelle: welche Zeilen gezeigt werden</translation>
    </message>
    <message>
        <source>Season standings: place, member, points, events, wins</source>
        <translation>Saisontabelle: Rang, Mitglied, Punkte, Turniere, Siege</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Final page</source>
        <translation>Finalseite</translation>
    </message>
    <message>
        <source>The final</source>
        <translation>Das Finale</translation>
    </message>
    <message>
        <source>Final: what the chances come from</source>
        <translation>Finale: woher die Chancen kommen</translation>
    </message>
    <message>
        <source>Final: place, player, chips, chance of winning</source>
        <translation>Finale: Rang, Spieler, Chips, Siegchance</translation>
    </message>
    <message>
        <source>To win</source>
        <translation>Siegchance</translation>
    </message>
    <message>
        <source>Final: what it takes to pass the leader</source>
        <translation>Finale: was es braucht, um den Führenden zu überholen</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>kiosk_words</name>
    <message>
        <source>%L1 / %L2</source>
        <comment>a level&apos;s minimum and maximum bets</comment>
        <translation>%L1 / %L2</translation>
    </message>
    <message>
        <source>Minimum %L1</source>
        <translation>Minimum %L1</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Level %1</translation>
    </message>
    <message>
        <source>Starting soon</source>
        <translation>Beginnt gleich</translation>
    </message>
    <message>
        <source>Next: level %1 · %2</source>
        <translation>Als Nächstes: Level %1 · %2</translation>
    </message>
    <message>
        <source>Break in %1</source>
        <translation>Pause in %1</translation>
    </message>
    <message>
        <source>%1 of %2 players</source>
        <translation>%1 von %2 Spielern</translation>
    </message>
    <message>
        <source>Average stack %L1</source>
        <translation>Ø Chips %L1</translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation>Warte auf den Host</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>%L1 players</source>
        <translation>%L1 Spieler</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a place and its player</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Saisontabelle</translation>
    </message>
    <message>
        <source>No season standings from the host tonight</source>
        <translation>Heute keine Saisontabelle vom Host</translation>
    </message>
    <message>
        <source>%1 · season standings</source>
        <translation>%1 · Saisontabelle</translation>
    </message>
    <message numerus="yes">
        <source>After %n tournament(s)</source>
        <translation>
            <numerusform>Nach %n Turnier</numerusform>
            <numerusform>Nach %n Turnieren</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · nobody has scored yet</source>
        <translation>%1 · noch hat niemand gepunktet</translation>
    </message>
    <message numerus="yes">
        <source>%n member(s)</source>
        <translation>
            <numerusform>%n Mitglied</numerusform>
            <numerusform>%n Mitglieder</numerusform>
        </translation>
    </message>
    <message>
        <source>places %1 to %2 of %3</source>
        <translation>Plätze %1 bis %2 von %3</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>tournaments played, then the places shown</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a place in a list</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>To win</source>
        <translation>Siegchance</translation>
    </message>
    <message>
        <source>Space start / pause · ← → level · + / - minute · Tab page · M mute · Esc quit</source>
        <translation>Leertaste Start/Pause · ← → Level · + / - Minute · Tab Seite · M stumm · Esc Ende</translation>
    </message>
    <message>
        <source>Tab page · M mute · Esc quit</source>
        <translation>Tab Seite · M stumm · Esc Ende</translation>
    </message>
</context>
<context>
    <name>league_errors</name>
    <message>
        <source>A championship needs at least two seats, not %1</source>
        <translation>Eine Meisterschaft braucht mindestens zwei Plätze, nicht %1</translation>
    </message>
    <message>
        <source>A championship needs at least two members with a result in the season; this season has %1</source>
        <translation>Eine Meisterschaft braucht mindestens zwei Mitglieder mit einem Ergebnis in der Saison; diese Saison hat %1</translation>
    </message>
    <message>
        <source>A Series 7 championship of %1 players cannot be played: %2</source>
        <translation>Eine Series-7-Meisterschaft mit %1 Spielern ist nicht spielbar: %2</translation>
    </message>
    <message>
        <source>The formula must be text, such as &quot;10 * sqrt(n) / sqrt(p)&quot;, not %1</source>
        <translation>Die Formel muss ein Text sein, etwa &quot;10 * sqrt(n) / sqrt(p)&quot;, nicht %1</translation>
    </message>
    <message>
        <source>The formula is empty; write one of n (the field size) and p (the place), such as &quot;10 * sqrt(n) / sqrt(p)&quot;</source>
        <translation>Die Formel ist leer; schreibe einen Ausdruck aus n (Teilnehmerzahl) und p (Platz), etwa &quot;10 * sqrt(n) / sqrt(p)&quot;</translation>
    </message>
    <message>
        <source>The formula is %L1 characters long; at most %L2 are allowed</source>
        <translation>Die Formel ist %L1 Zeichen lang; höchstens %L2 sind erlaubt</translation>
    </message>
    <message>
        <source>it is not an expression</source>
        <translation>sie ist kein Ausdruck</translation>
    </message>
    <message>
        <source>The formula %1 cannot be read: %2</source>
        <translation>Die Formel %1 ist nicht lesbar: %2</translation>
    </message>
    <message>
        <source>The formula has %L1 parts; at most %L2 are allowed</source>
        <translation>Die Formel hat %L1 Teile; höchstens %L2 sind erlaubt</translation>
    </message>
    <message>
        <source>In %1, %2 must be called, as in %2(...)</source>
        <translation>In %1 muss %2 aufgerufen werden, wie in %2(...)</translation>
    </message>
    <message>
        <source>numbers, n, p, + - * / **, parentheses, sqrt, log, min, max and round</source>
        <translation>Zahlen, n, p, + - * / **, Klammern, sqrt, log, min, max und round</translation>
    </message>
    <message>
        <source>The formula %1 has %2, which is not a number; it may use only %3</source>
        <translation>Die Formel %1 enthält %2, das keine Zahl ist; erlaubt sind nur %3</translation>
    </message>
    <message>
        <source>The formula %1 uses the name %2; the only names are n (the field size) and p (the place)</source>
        <translation>Die Formel %1 verwendet den Namen %2; die einzigen Namen sind n (Teilnehmerzahl) und p (Platz)</translation>
    </message>
    <message>
        <source>The formula %1 calls something that is not sqrt, log, min, max or round</source>
        <translation>Die Formel %1 ruft etwas anderes als sqrt, log, min, max oder round auf</translation>
    </message>
    <message>
        <source>In %1, %2(...) takes plain values, no names= or *</source>
        <translation>In %1 nimmt %2(...) nur einfache Werte, kein name= und kein *</translation>
    </message>
    <message>
        <source>In %1, %2 takes %3 values, not %4</source>
        <translation>In %1 nimmt %2 %3 Werte, nicht %4</translation>
    </message>
    <message>
        <source>In %1, %2 takes %3 to %4 values, not %5</source>
        <translation>In %1 nimmt %2 %3 bis %4 Werte, nicht %5</translation>
    </message>
    <message>
        <source>The formula %1 uses an operator other than + - * / **</source>
        <translation>Die Formel %1 verwendet einen anderen Operator als + - * / **</translation>
    </message>
    <message>
        <source>The formula %1 uses a dot (.%2); it may use only %3</source>
        <translation>Die Formel %1 verwendet einen Punkt (.%2); erlaubt sind nur %3</translation>
    </message>
    <message>
        <source>The formula %1 has something it may not: %2; it may use only %3</source>
        <translation>Die Formel %1 enthält etwas Unerlaubtes: %2; erlaubt sind nur %3</translation>
    </message>
    <message>
        <source>The formula %1 has something it may not: a statement; it may use only %2</source>
        <translation>Die Formel %1 enthält etwas Unerlaubtes: eine Anweisung; erlaubt sind nur %2</translation>
    </message>
    <message>
        <source>The formula %1 reaches more than %L4 on the way for place %2 of %3</source>
        <translation>Die Formel %1 übersteigt für Platz %2 von %3 unterwegs %L4</translation>
    </message>
    <message>
        <source>The formula %1 has the number %2, more than %L3</source>
        <translation>Die Formel %1 enthält die Zahl %2, mehr als %L3</translation>
    </message>
    <message>
        <source>The formula %1 raises to the power %4; powers go up to %5 for place %2 of %3</source>
        <translation>Die Formel %1 potenziert mit %4; Exponenten gehen bis %5 (für Platz %2 von %3)</translation>
    </message>
    <message>
        <source>The formula %1 takes the square root of a negative number for place %2 of %3</source>
        <translation>Die Formel %1 zieht für Platz %2 von %3 die Wurzel aus einer negativen Zahl</translation>
    </message>
    <message>
        <source>The formula %1 takes the log of zero or a negative number, or to base 1 for place %2 of %3</source>
        <translation>Die Formel %1 nimmt für Platz %2 von %3 den Logarithmus von null oder einer negativen Zahl oder zur Basis 1</translation>
    </message>
    <message>
        <source>The formula %1 rounds to other than 0 to 6 decimals for place %2 of %3</source>
        <translation>Die Formel %1 rundet für Platz %2 von %3 nicht auf 0 bis 6 Nachkommastellen</translation>
    </message>
    <message>
        <source>Points for playing must be a number of points, not %1</source>
        <translation>Punkte fürs Mitspielen müssen eine Punktzahl sein, nicht %1</translation>
    </message>
    <message>
        <source>Points past the table must be a number of points, not %1</source>
        <translation>Punkte jenseits der Tabelle müssen eine Punktzahl sein, nicht %1</translation>
    </message>
    <message>
        <source>Place %2&apos;s points must be a number of points, not %1</source>
        <translation>Die Punkte für Platz %2 müssen eine Punktzahl sein, nicht %1</translation>
    </message>
    <message>
        <source>Points for playing cannot be negative (%1); use 0 for no points</source>
        <translation>Punkte fürs Mitspielen dürfen nicht negativ sein (%1); 0 steht für keine Punkte</translation>
    </message>
    <message>
        <source>Points past the table cannot be negative (%1); use 0 for no points</source>
        <translation>Punkte jenseits der Tabelle dürfen nicht negativ sein (%1); 0 steht für keine Punkte</translation>
    </message>
    <message>
        <source>Place %2&apos;s points cannot be negative (%1); use 0 for no points</source>
        <translation>Die Punkte für Platz %2 dürfen nicht negativ sein (%1); 0 steht für keine Punkte</translation>
    </message>
    <message>
        <source>Points for playing are more than %L3 points (%1)</source>
        <translation>Punkte fürs Mitspielen sind mehr als %L3 Punkte (%1)</translation>
    </message>
    <message>
        <source>Points past the table are more than %L3 points (%1)</source>
        <translation>Punkte jenseits der Tabelle sind mehr als %L3 Punkte (%1)</translation>
    </message>
    <message>
        <source>Place %2&apos;s points are more than %L3 points (%1)</source>
        <translation>Die Punkte für Platz %2 sind mehr als %L3 Punkte (%1)</translation>
    </message>
    <message>
        <source>Points for playing have more than two decimals (%1); points are kept to the hundredth</source>
        <translation>Punkte fürs Mitspielen haben mehr als zwei Nachkommastellen (%1); Punkte werden auf Hundertstel geführt</translation>
    </message>
    <message>
        <source>Points past the table have more than two decimals (%1); points are kept to the hundredth</source>
        <translation>Punkte jenseits der Tabelle haben mehr als zwei Nachkommastellen (%1); Punkte werden auf Hundertstel geführt</translation>
    </message>
    <message>
        <source>Place %2&apos;s points have more than two decimals (%1); points are kept to the hundredth</source>
        <translation>Die Punkte für Platz %2 haben mehr als zwei Nachkommastellen (%1); Punkte werden auf Hundertstel geführt</translation>
    </message>
    <message>
        <source>A field must have 1 to %L1 players, not %2</source>
        <translation>Ein Teilnehmerfeld muss 1 bis %L1 Spieler haben, nicht %2</translation>
    </message>
    <message>
        <source>At least one player finishes each place, not %1</source>
        <translation>Jeden Platz belegt mindestens ein Spieler, nicht %1</translation>
    </message>
    <message>
        <source>Place %1 shared by %2 cannot be in a field of %3: places run from 1 to %3</source>
        <translation>Platz %1, geteilt von %2, kann es in einem Feld von %3 nicht geben: die Plätze reichen von 1 bis %3</translation>
    </message>
    <message>
        <source>&quot;places&quot; must be a list of points, 1st place first, such as [100, 80, 65]</source>
        <translation>&quot;places&quot; muss eine Liste von Punkten sein, der 1. Platz zuerst, etwa [100, 80, 65]</translation>
    </message>
    <message>
        <source>The table of points by place is empty; give points for 1st place at least, as &quot;places&quot;: [100, 80, 65]</source>
        <translation>Die Tabelle der Punkte nach Platz ist leer; gib mindestens Punkte für den 1. Platz an, etwa &quot;places&quot;: [100, 80, 65]</translation>
    </message>
    <message>
        <source>The table has %1 places; at most %2 are allowed (use past_table for the rest)</source>
        <translation>Die Tabelle hat %1 Plätze; höchstens %2 sind erlaubt (nimm past_table für den Rest)</translation>
    </message>
    <message>
        <source>The formula %1 divides by zero for place %2 of %3</source>
        <translation>Die Formel %1 teilt für Platz %2 von %3 durch null</translation>
    </message>
    <message>
        <source>The formula %1 raises a negative number to a power that is not whole for place %2 of %3</source>
        <translation>Die Formel %1 potenziert für Platz %2 von %3 eine negative Zahl mit einem nicht ganzzahligen Exponenten</translation>
    </message>
    <message>
        <source>The formula %1 gives more than %L4 points for place %2 of %3</source>
        <translation>Die Formel %1 ergibt für Platz %2 von %3 mehr als %L4 Punkte</translation>
    </message>
    <message>
        <source>The formula %1 gives %4 points for place %2 of %3; points cannot be negative (max(0, ...) keeps them at 0 or more)</source>
        <translation>Die Formel %1 ergibt für Platz %2 von %3 %4 Punkte; Punkte dürfen nicht negativ sein (max(0, ...) hält sie bei 0 oder mehr)</translation>
    </message>
    <message>
        <source>The points formula is not valid JSON (line %1, column %2)</source>
        <translation>Die Punkteformel ist kein gültiges JSON (Zeile %1, Spalte %2)</translation>
    </message>
    <message>
        <source>The points formula is not valid JSON</source>
        <translation>Die Punkteformel ist kein gültiges JSON</translation>
    </message>
    <message>
        <source>The points formula must be an object, such as {&quot;places&quot;: [100, 80, 65], &quot;playing&quot;: 10}</source>
        <translation>Die Punkteformel muss ein Objekt sein, etwa {&quot;places&quot;: [100, 80, 65], &quot;playing&quot;: 10}</translation>
    </message>
    <message>
        <source>The points formula needs exactly one of &quot;places&quot; (a table of points by place) or &quot;formula&quot; (an expression of n and p)</source>
        <translation>Die Punkteformel braucht genau eines von &quot;places&quot; (eine Tabelle der Punkte nach Platz) oder &quot;formula&quot; (ein Ausdruck aus n und p)</translation>
    </message>
    <message>
        <source>The points formula has %1, which it does not know; it takes %2</source>
        <translation>Die Punkteformel enthält %1, das sie nicht kennt; sie nimmt %2</translation>
    </message>
    <message>
        <source>Tournament %1 has the variant %2; the variants are %3</source>
        <translation>Turnier %1 hat die Variante %2; die Varianten sind %3</translation>
    </message>
    <message>
        <source>Tournament %1 has a field of %2; a field has at least one player</source>
        <translation>Turnier %1 hat ein Teilnehmerfeld von %2; ein Feld hat mindestens einen Spieler</translation>
    </message>
    <message>
        <source>Tournament %1 lists %2 finishes for a field of %3</source>
        <translation>Turnier %1 führt %2 Platzierungen für ein Feld von %3</translation>
    </message>
    <message>
        <source>Tournament %1 has a finish with no member&apos;s name</source>
        <translation>Turnier %1 hat eine Platzierung ohne Namen eines Mitglieds</translation>
    </message>
    <message>
        <source>Tournament %1 lists %2 twice</source>
        <translation>Turnier %1 führt %2 doppelt</translation>
    </message>
    <message>
        <source>Tournament %1: %2&apos;s place %3 is not between 1 and the field&apos;s %4</source>
        <translation>Turnier %1: der Platz %3 von %2 liegt nicht zwischen 1 und der Feldgröße %4</translation>
    </message>
    <message>
        <source>Tournament %1: %2 players share place %3, so they take places %3 to %4 (C-12) and the next place is %5 or later, not %6</source>
        <translation>Turnier %1: %2 Spieler teilen sich Platz %3, belegen also die Plätze %3 bis %4 (C-12), und der nächste Platz ist %5 oder später, nicht %6</translation>
    </message>
    <message>
        <source>Tournament %1: %2 players share place %3, past the field&apos;s %4 places</source>
        <translation>Turnier %1: %2 Spieler teilen sich Platz %3, über die %4 Plätze des Feldes hinaus</translation>
    </message>
    <message>
        <source>Tournament %1 is in the season twice</source>
        <translation>Turnier %1 ist doppelt in der Saison</translation>
    </message>
    <message>
        <source>The name is taken: member %1 is &apos;%2&apos; (names are the same whatever their case or width)</source>
        <translation>Der Name ist vergeben: Mitglied %1 heißt „%2“ (Namen gelten unabhängig von Groß- und Kleinschreibung oder Zeichenbreite als gleich)</translation>
    </message>
    <message>
        <source>Member number %1 is taken, by &apos;%2&apos;</source>
        <translation>Die Mitgliedsnummer %1 ist vergeben, an „%2“</translation>
    </message>
    <message>
        <source>There is a season called &apos;%1&apos; already</source>
        <translation>Es gibt schon eine Saison namens „%1“</translation>
    </message>
    <message>
        <source>%1 is written YYYY-MM-DD, like 2026-12-05, not &apos;%2&apos;</source>
        <translation>%1 wird JJJJ-MM-TT geschrieben, etwa 2026-12-05, nicht „%2“</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not a date of the calendar</source>
        <translation>%1 „%2“ ist kein Datum des Kalenders</translation>
    </message>
    <message>
        <source>%1 must be given</source>
        <translation>%1 muss angegeben werden</translation>
    </message>
    <message>
        <source>%1 must be one line of text, without control characters</source>
        <translation>%1 muss eine Textzeile ohne Steuerzeichen sein</translation>
    </message>
    <message>
        <source>%1 is %L2 characters long; at most %L3</source>
        <translation>%1 ist %L2 Zeichen lang; höchstens %L3</translation>
    </message>
    <message>
        <source>The date you confirmed the member is 21 or older (%1) is after today (%2): give the date it was confirmed</source>
        <translation>Das Datum, an dem du bestätigt hast, dass das Mitglied 21 oder älter ist (%1), liegt nach heute (%2): gib das Datum der Bestätigung an</translation>
    </message>
    <message>
        <source>The date of joining (%1) is after today (%2)</source>
        <translation>Das Beitrittsdatum (%1) liegt nach heute (%2)</translation>
    </message>
</context>
<context>
    <name>league_texts</name>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Beigetreten</translation>
    </message>
    <message>
        <source>21+ confirmed on</source>
        <translation>21+ bestätigt am</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bester Rang</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Ø Rang</translation>
    </message>
    <message>
        <source>Won dealing</source>
        <translation>Als Geber gewonnen</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Played on</source>
        <translation>Gespielt am</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>revoked</source>
        <translation>entzogen</translation>
    </message>
    <message>
        <source>%1 since %2, by %3: %4</source>
        <comment>a member&apos;s status, its date, who decided it and why</comment>
        <translation>%1 seit %2, von %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 to %3, %n tournament(s)</source>
        <translation>
            <numerusform>%1: %2 bis %3, %n Turnier</numerusform>
            <numerusform>%1: %2 bis %3, %n Turniere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (tied, %n player(s))</source>
        <translation>
            <numerusform>%1 (geteilt, %n Spieler)</numerusform>
            <numerusform>%1 (geteilt, %n Spieler)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a tournament&apos;s number and name</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1. %2 · %3 · %4</source>
        <comment>a tournament&apos;s number, name, game and day</comment>
        <translation>%1. %2 · %3 · %4</translation>
    </message>
</context>
<context>
    <name>league_view</name>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Database shown</source>
        <translation>Angezeigte Datenbank</translation>
    </message>
    <message>
        <source>Back to the &amp;lobby</source>
        <translation>Zurück zur &amp;Lobby</translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation>Zurück zur Lobby</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Roster, and seasons with their standings</source>
        <translation>Mitgliederliste und Saisons mit ihren Tabellen</translation>
    </message>
    <message>
        <source>&amp;Roster</source>
        <translation>&amp;Mitglieder</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>Number, name, status with its reason, date joined and date confirmed 21 or older of each member</source>
        <translation>Nummer, Name, Status mit Grund, Beitrittsdatum und Datum der Bestätigung „21 oder älter“ jedes Mitglieds</translation>
    </message>
    <message>
        <source>New member</source>
        <translation>Neues Mitglied</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>New member&apos;s name, the one they play under</source>
        <translation>Name des neuen Mitglieds, unter dem es spielt</translation>
    </message>
    <message>
        <source>The name they play under</source>
        <translation>Der Name, unter dem es spielt</translation>
    </message>
    <message>
        <source>21+ confirmed &amp;on</source>
        <translation>21+ bestätigt &amp;am</translation>
    </message>
    <message>
        <source>Date you confirmed they are 21 or older, YYYY-MM-DD</source>
        <translation>Datum, an dem du bestätigt hast, dass das Mitglied 21 oder älter ist, JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>No date of birth is kept: only the day you checked</source>
        <translation>Es wird kein Geburtsdatum gespeichert: nur der Tag deiner Prüfung</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>&amp;Add member</source>
        <translation>Mitglied &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add the new member</source>
        <translation>Das neue Mitglied hinzufügen</translation>
    </message>
    <message>
        <source>Chosen member&apos;s status</source>
        <translation>Status des gewählten Mitglieds</translation>
    </message>
    <message>
        <source>Choose a member in the roster</source>
        <translation>Wähle ein Mitglied in der Mitgliederliste</translation>
    </message>
    <message>
        <source>Chosen member</source>
        <translation>Gewähltes Mitglied</translation>
    </message>
    <message>
        <source>Rea&amp;son</source>
        <translation>&amp;Grund</translation>
    </message>
    <message>
        <source>Reason, as the member will be told</source>
        <translation>Grund, wie er dem Mitglied mitgeteilt wird</translation>
    </message>
    <message>
        <source>As the member will be told</source>
        <translation>Wie er dem Mitglied mitgeteilt wird</translation>
    </message>
    <message>
        <source>Decided &amp;by</source>
        <translation>Entschieden &amp;von</translation>
    </message>
    <message>
        <source>Who decided</source>
        <translation>Wer entschieden hat</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>S&amp;uspend</source>
        <translation>&amp;Sperren</translation>
    </message>
    <message>
        <source>Suspend the chosen member</source>
        <translation>Das gewählte Mitglied sperren</translation>
    </message>
    <message>
        <source>Re&amp;voke</source>
        <translation>&amp;Entziehen</translation>
    </message>
    <message>
        <source>Revoke the chosen member&apos;s membership: they cannot register</source>
        <translation>Dem gewählten Mitglied die Mitgliedschaft entziehen: es kann sich nicht anmelden</translation>
    </message>
    <message>
        <source>Reins&amp;tate</source>
        <translation>&amp;Reaktivieren</translation>
    </message>
    <message>
        <source>Reinstate the chosen member</source>
        <translation>Das gewählte Mitglied reaktivieren</translation>
    </message>
    <message>
        <source>Roster as CSV</source>
        <translation>Mitgliederliste als CSV</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>CSV &amp;importieren…</translation>
    </message>
    <message>
        <source>Import members from a CSV file, all or none</source>
        <translation>Mitglieder aus einer CSV-Datei importieren, alle oder keine</translation>
    </message>
    <message>
        <source>A header row naming the columns: name and adult_confirmed_on at least</source>
        <translation>Eine Kopfzeile mit den Spaltennamen: mindestens name und adult_confirmed_on</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export every member to a CSV file</source>
        <translation>Alle Mitglieder in eine CSV-Datei exportieren</translation>
    </message>
    <message>
        <source>Seasons and stan&amp;dings</source>
        <translation>Saisons und &amp;Tabellen</translation>
    </message>
    <message>
        <source>Seasons</source>
        <translation>Saisons</translation>
    </message>
    <message>
        <source>Name, dates and number of tournaments of each season</source>
        <translation>Name, Daten und Anzahl der Turniere jeder Saison</translation>
    </message>
    <message>
        <source>New season, or a new formula</source>
        <translation>Neue Saison oder neue Formel</translation>
    </message>
    <message>
        <source>Na&amp;me</source>
        <translation>Nam&amp;e</translation>
    </message>
    <message>
        <source>New season&apos;s name</source>
        <translation>Name der neuen Saison</translation>
    </message>
    <message>
        <source>Winter 2027</source>
        <translation>Winter 2027</translation>
    </message>
    <message>
        <source>&amp;First day</source>
        <translation>&amp;Beginn</translation>
    </message>
    <message>
        <source>New season&apos;s first day, YYYY-MM-DD</source>
        <translation>Erster Tag der neuen Saison, JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>Last da&amp;y</source>
        <translation>Schl&amp;uss</translation>
    </message>
    <message>
        <source>New season&apos;s last day, YYYY-MM-DD</source>
        <translation>Letzter Tag der neuen Saison, JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>Points pr&amp;eset</source>
        <translation>&amp;Punktevorlage</translation>
    </message>
    <message>
        <source>Points formula: a preset, or your own typed as JSON</source>
        <translation>Punkteformel: eine Vorlage oder deine eigene als JSON</translation>
    </message>
    <message>
        <source>Own formula (&amp;JSON)</source>
        <translation>Eigene Formel (&amp;JSON)</translation>
    </message>
    <message>
        <source>Your own points formula, as JSON</source>
        <translation>Deine eigene Punkteformel als JSON</translation>
    </message>
    <message>
        <source>A table: {&quot;places&quot;: [100, 80, 65], &quot;past_table&quot;: 0, &quot;playing&quot;: 10}; or an expression of the field n and the place p: {&quot;formula&quot;: &quot;10 * sqrt(n) / sqrt(p)&quot;, &quot;playing&quot;: 5}</source>
        <translation>Eine Tabelle: {&quot;places&quot;: [100, 80, 65], &quot;past_table&quot;: 0, &quot;playing&quot;: 10}; oder ein Ausdruck aus Teilnehmerzahl n und Platz p: {&quot;formula&quot;: &quot;10 * sqrt(n) / sqrt(p)&quot;, &quot;playing&quot;: 5}</translation>
    </message>
    <message>
        <source>{&quot;places&quot;: [100, 80, 65], &quot;playing&quot;: 10}</source>
        <translation>{&quot;places&quot;: [100, 80, 65], &quot;playing&quot;: 10}</translation>
    </message>
    <message>
        <source>&amp;Create season</source>
        <translation>&amp;Saison anlegen</translation>
    </message>
    <message>
        <source>Create the new season</source>
        <translation>Die neue Saison anlegen</translation>
    </message>
    <message>
        <source>Ne&amp;w formula</source>
        <translation>Neue &amp;Formel</translation>
    </message>
    <message>
        <source>Count the chosen season&apos;s points by this formula</source>
        <translation>Die Punkte der gewählten Saison nach dieser Formel zählen</translation>
    </message>
    <message>
        <source>The chosen season counts its points by this formula: its standings are worked out again</source>
        <translation>Die gewählte Saison zählt ihre Punkte nach dieser Formel: ihre Tabelle wird neu berechnet</translation>
    </message>
    <message>
        <source>Count a finished tournament</source>
        <translation>Ein beendetes Turnier werten</translation>
    </message>
    <message>
        <source>Finished tournament to count in the chosen season</source>
        <translation>Beendetes Turnier, das in der gewählten Saison gewertet wird</translation>
    </message>
    <message>
        <source>Assi&amp;gn</source>
        <translation>&amp;Zuordnen</translation>
    </message>
    <message>
        <source>Count the tournament in the chosen season</source>
        <translation>Das Turnier in der gewählten Saison werten</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Standings of the chosen season</source>
        <translation>Tabelle der gewählten Saison</translation>
    </message>
    <message>
        <source>Place, member, points, events, wins, best and average finish, chips won dealing</source>
        <translation>Platz, Mitglied, Punkte, Turniere, Siege, bester und durchschnittlicher Platz, als Geber gewonnene Chips</translation>
    </message>
    <message>
        <source>&amp;Print season table…</source>
        <translation>Saisontabelle &amp;drucken…</translation>
    </message>
    <message>
        <source>Print the season table to a PDF file</source>
        <translation>Die Saisontabelle in eine PDF-Datei drucken</translation>
    </message>
    <message>
        <source>Member&apos;s history</source>
        <translation>Verlauf des Mitglieds</translation>
    </message>
    <message>
        <source>Tournaments of the chosen member in the season</source>
        <translation>Turniere des gewählten Mitglieds in der Saison</translation>
    </message>
    <message>
        <source>Tournament, date, game, field, place and points</source>
        <translation>Turnier, Datum, Spiel, Teilnehmerfeld, Platz und Punkte</translation>
    </message>
    <message>
        <source>Its &amp;hands in past tournaments</source>
        <translation>Seine &amp;Hände in früheren Turnieren</translation>
    </message>
    <message>
        <source>Show the chosen tournament and its hands in past tournaments</source>
        <translation>Das gewählte Turnier und seine Hände in den früheren Turnieren zeigen</translation>
    </message>
</context>
<context>
    <name>league_words</name>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Square root: 10 × √n ÷ √p</source>
        <translation>Quadratwurzel: 10 × √n ÷ √p</translation>
    </message>
    <message>
        <source>Linear: n − p + 1</source>
        <translation>Linear: n − p + 1</translation>
    </message>
    <message>
        <source>Logarithmic: 10 × (log(n + 1) − log(p))</source>
        <translation>Logarithmisch: 10 × (log(n + 1) − log(p))</translation>
    </message>
    <message>
        <source>Fixed, top nine: 25, 18, 13 … and 1 for playing</source>
        <translation>Fest, die besten neun: 25, 18, 13 … und 1 fürs Mitspielen</translation>
    </message>
    <message>
        <source>My own, typed as JSON below</source>
        <translation>Meine eigene, unten als JSON eingegeben</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n member(s) from %1</source>
        <translation>
            <numerusform>%n Mitglied aus %1 importiert</numerusform>
            <numerusform>%n Mitglieder aus %1 importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n member(s) to %1</source>
        <translation>
            <numerusform>%n Mitglied nach %1 geschrieben</numerusform>
            <numerusform>%n Mitglieder nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Printed the season table of %1 to %2 (%n page(s))</source>
        <translation>
            <numerusform>Saisontabelle von %1 nach %2 gedruckt (%n Seite)</numerusform>
            <numerusform>Saisontabelle von %1 nach %2 gedruckt (%n Seiten)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lobby_view</name>
    <message>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <source>Pitboss</source>
        <translation>Pitboss</translation>
    </message>
    <message>
        <source>Blackjack tournaments: Series 7, 10-hand and BlackJack eXtreme. Chips have no cash value.</source>
        <translation>Blackjack-Turniere: Series 7, 10 Hände und BlackJack eXtreme. Chips haben keinen Geldwert.</translation>
    </message>
    <message>
        <source>Play at home</source>
        <translation>Zu Hause spielen</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Dein &amp;Name</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Game to play</source>
        <translation>Zu spielendes Spiel</translation>
    </message>
    <message>
        <source>&amp;Bots</source>
        <translation>B&amp;ots</translation>
    </message>
    <message>
        <source>Number of bots</source>
        <translation>Anzahl der Bots</translation>
    </message>
    <message>
        <source>Bot &amp;level</source>
        <translation>Bot-Ni&amp;veau</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>Bot-Niveau</translation>
    </message>
    <message>
        <source>Basic strategy</source>
        <translation>Basic Strategy</translation>
    </message>
    <message>
        <source>Tournament sense</source>
        <translation>Turniergespür</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Rules in force</source>
        <translation>Geltende Regeln</translation>
    </message>
    <message>
        <source>R&amp;ule options…</source>
        <translation>&amp;Regeloptionen…</translation>
    </message>
    <message>
        <source>Change the rule options</source>
        <translation>Die Regeloptionen ändern</translation>
    </message>
    <message>
        <source>Play at home against the bots</source>
        <translation>Zu Hause gegen die Bots spielen</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Spie&amp;len</translation>
    </message>
    <message>
        <source>Host a game night</source>
        <translation>Einen Spieleabend hosten</translation>
    </message>
    <message>
        <source>G&amp;ame</source>
        <translation>Sp&amp;iel</translation>
    </message>
    <message>
        <source>Game to host</source>
        <translation>Zu hostendes Spiel</translation>
    </message>
    <message>
        <source>Po&amp;rt</source>
        <translation>&amp;Port</translation>
    </message>
    <message>
        <source>Port to listen on</source>
        <translation>Port, auf dem gelauscht wird</translation>
    </message>
    <message>
        <source>Join cod&amp;e</source>
        <translation>Beitritts&amp;code</translation>
    </message>
    <message>
        <source>Join code players type</source>
        <translation>Beitrittscode, den die Spieler eingeben</translation>
    </message>
    <message>
        <source>4 to 12 characters</source>
        <translation>4 bis 12 Zeichen</translation>
    </message>
    <message>
        <source>&amp;Director code</source>
        <translation>Turnierleiter-Co&amp;de</translation>
    </message>
    <message>
        <source>Director code</source>
        <translation>Turnierleiter-Code</translation>
    </message>
    <message>
        <source>Leave empty for a new one</source>
        <translation>Leer = neuer Code</translation>
    </message>
    <message>
        <source>C&amp;lock page port</source>
        <translation>Port der &amp;Uhrseite</translation>
    </message>
    <message>
        <source>Port of the web page of the clock (off: none)</source>
        <translation>Port der Webseite der Uhr (aus: keine)</translation>
    </message>
    <message>
        <source>A TV or a phone shows the clock at http://ADDRESS:PORT/clock</source>
        <translation>Ein Fernseher oder ein Handy zeigt die Uhr unter http://ADRESSE:PORT/clock</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Others join at</source>
        <translation>Adresse für andere</translation>
    </message>
    <message>
        <source>Address others type</source>
        <translation>Adresse, die andere eingeben</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Night hosted here</source>
        <translation>Hier gehosteter Abend</translation>
    </message>
    <message>
        <source>H&amp;ost</source>
        <translation>&amp;Hosten</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Einem Spiel beitreten</translation>
    </message>
    <message>
        <source>On this &amp;network</source>
        <translation>Im Netz&amp;werk</translation>
    </message>
    <message>
        <source>Hosts found on the network</source>
        <translation>Im Netzwerk gefundene Hosts</translation>
    </message>
    <message>
        <source>Add&amp;ress</source>
        <translation>&amp;Adresse</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Adresse des Hosts</translation>
    </message>
    <message>
        <source>192.168.1.20</source>
        <translation>192.168.1.20</translation>
    </message>
    <message>
        <source>Host port</source>
        <translation>Port des Hosts</translation>
    </message>
    <message>
        <source>Co&amp;de</source>
        <translation>Co&amp;de</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <source>The host&apos;s join code</source>
        <translation>Beitrittscode des Hosts</translation>
    </message>
    <message>
        <source>Jo&amp;in as</source>
        <translation>Beitreten al&amp;s</translation>
    </message>
    <message>
        <source>Join as</source>
        <translation>Beitreten als</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Turnierleiter</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <source>Your na&amp;me</source>
        <translation>Dein Na&amp;me</translation>
    </message>
    <message>
        <source>Your name at the table you join</source>
        <translation>Dein Name am Tisch, dem du beitrittst</translation>
    </message>
    <message>
        <source>Join the game</source>
        <translation>Dem Spiel beitreten</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Open the kiosk clock</source>
        <translation>Die Kiosk-Uhr öffnen</translation>
    </message>
    <message>
        <source>&amp;Kiosk clock</source>
        <translation>&amp;Kiosk-Uhr</translation>
    </message>
    <message>
        <source>Open past tournaments</source>
        <translation>Frühere Turniere öffnen</translation>
    </message>
    <message>
        <source>Past &amp;tournaments</source>
        <translation>&amp;Frühere Turniere</translation>
    </message>
    <message>
        <source>Open the league: members, seasons and standings</source>
        <translation>Die Liga öffnen: Mitglieder, Saisons und Tabellen</translation>
    </message>
    <message>
        <source>&amp;Your league</source>
        <translation>Deine Li&amp;ga</translation>
    </message>
    <message>
        <source>Open the drills: spots graded by the advisor</source>
        <translation>Die Übungen öffnen: Situationen, vom Berater bewertet</translation>
    </message>
    <message>
        <source>Drills &amp;with the advisor</source>
        <translation>&amp;Übungen</translation>
    </message>
    <message>
        <source>Show the basic-strategy chart of the chosen game</source>
        <translation>Die Basic-Strategy-Tabelle des gewählten Spiels zeigen</translation>
    </message>
    <message>
        <source>Strategy &amp;chart</source>
        <translation>Strategie&amp;tabelle</translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation>Die Einstellungen öffnen</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>Quit Pitboss</source>
        <translation>Pitboss beenden</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Beende&amp;n</translation>
    </message>
</context>
<context>
    <name>lobby_words</name>
    <message>
        <source>Searching…</source>
        <translation>Suche…</translation>
    </message>
    <message>
        <source>One deck, a player deals and covers every bet (S7); the deal rotates; levels of 15 minutes with a break every three.</source>
        <translation>Ein Deck, ein Spieler gibt und deckt jeden Einsatz (S7); der Geber wechselt reihum; Level zu 15 Minuten mit einer Pause nach je drei.</translation>
    </message>
    <message>
        <source>BlackJack eXtreme: blinds up to 3x the minimum, one card down and one up, raise, check or fold; 20-minute levels.</source>
        <translation>BlackJack eXtreme: Blinds bis zum 3-Fachen des Minimums, eine Karte verdeckt und eine offen, erhöhen, checken oder aussteigen; Level zu 20 Minuten.</translation>
    </message>
    <message>
        <source>Head to head over 10 hands against a house dealer: six decks, dealer hits soft 17, insurance and late surrender.</source>
        <translation>Kopf an Kopf über 10 Hände gegen einen Hausdealer: sechs Decks, Dealer zieht auf weiche 17, Versicherung und späte Aufgabe.</translation>
    </message>
    <message>
        <source>No game nights found on this network yet: still looking</source>
        <translation>Noch keine Spielabende in diesem Netzwerk gefunden: es wird weiter gesucht</translation>
    </message>
    <message numerus="yes">
        <source>hosting: %1, %Ln player(s)</source>
        <translation>
            <numerusform>Host: %1, %Ln Spieler</numerusform>
            <numerusform>Host: %1, %Ln Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 · %3:%4 · %Ln player(s)</source>
        <translation>
            <numerusform>%1
%2 · %3:%4 · %Ln Spieler</numerusform>
            <numerusform>%1
%2 · %3:%4 · %Ln Spieler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>local_words</name>
    <message>
        <source>Give yourself a name</source>
        <translation>Gib dir einen Namen</translation>
    </message>
    <message>
        <source>%1 at home</source>
        <comment>a night&apos;s name: %1 is the rule set</comment>
        <translation>%1 zu Hause</translation>
    </message>
</context>
<context>
    <name>main_window</name>
    <message>
        <source>Pitboss</source>
        <translation>Pitboss</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Lobby</source>
        <translation>&amp;Lobby</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>S&amp;kip animations</source>
        <translation>Animationen &amp;überspringen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>&amp;About Pitboss</source>
        <translation>Ü&amp;ber Pitboss</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
</context>
<context>
    <name>outcome_words</name>
    <message>
        <source>win</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lose</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>push</source>
        <translation>Push</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>überkauft</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <source>dealer natural</source>
        <translation>Dealer-Blackjack</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>ausgestiegen</translation>
    </message>
    <message>
        <source>dealer fold</source>
        <translation>Dealer steigt aus</translation>
    </message>
    <message>
        <source>forfeit</source>
        <translation>verfallen</translation>
    </message>
    <message>
        <source>even money</source>
        <translation>Even Money</translation>
    </message>
    <message>
        <source>insurance won</source>
        <translation>Versicherung gewonnen</translation>
    </message>
    <message>
        <source>insurance lost</source>
        <translation>Versicherung verloren</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>zurückgegeben</translation>
    </message>
    <message>
        <source>sat out</source>
        <translation>ausgesetzt</translation>
    </message>
    <message>
        <source>void</source>
        <translation>annulliert</translation>
    </message>
</context>
<context>
    <name>phrases</name>
    <message>
        <source>Say hello first</source>
        <translation>Sag zuerst Hallo</translation>
    </message>
    <message>
        <source>A director connects with the director&apos;s code</source>
        <translation>Ein Turnierleiter verbindet sich mit dem Turnierleiter-Code</translation>
    </message>
    <message>
        <source>Wrong director code</source>
        <translation>Falscher Turnierleiter-Code</translation>
    </message>
    <message>
        <source>Wrong join code</source>
        <translation>Falscher Beitrittscode</translation>
    </message>
    <message>
        <source>Too many wrong codes from your address: try again in %1 s</source>
        <translation>Zu viele falsche Codes von deiner Adresse: versuche es in %1 s erneut</translation>
    </message>
    <message>
        <source>%1 is already playing here; rejoin with your token (names that differ only in case or in the form of their letters are the same name)</source>
        <translation>%1 spielt hier schon; tritt mit deinem Token wieder bei (Namen, die sich nur in Groß-/Kleinschreibung oder in der Form ihrer Buchstaben unterscheiden, gelten als derselbe Name)</translation>
    </message>
    <message>
        <source>You left before your seat was yours again</source>
        <translation>Du bist gegangen, bevor dein Platz wieder dir gehörte</translation>
    </message>
    <message>
        <source>Another connection to your seat is waiting to take it back: wait for it, or try again later</source>
        <translation>Eine andere Verbindung zu deinem Platz wartet darauf, ihn zurückzubekommen: warte auf sie oder versuche es später erneut</translation>
    </message>
    <message>
        <source>The tournament is full: you are on the waiting list (S7-2), first in line for the night&apos;s next tournament: join again when it opens</source>
        <translation>Das Turnier ist voll: du stehst auf der Warteliste (S7-2), als Erster dran beim nächsten Turnier des Abends: tritt wieder bei, wenn es öffnet</translation>
    </message>
    <message>
        <source>The director did not answer your late entry in time</source>
        <translation>Der Turnierleiter hat deine Nachmeldung nicht rechtzeitig beantwortet</translation>
    </message>
    <message>
        <source>You left before the director answered</source>
        <translation>Du bist gegangen, bevor der Turnierleiter geantwortet hat</translation>
    </message>
    <message>
        <source>The director refused your late entry</source>
        <translation>Der Turnierleiter hat deine Nachmeldung abgelehnt</translation>
    </message>
    <message>
        <source>Not registered: %1</source>
        <translation>Nicht angemeldet: %1</translation>
    </message>
    <message>
        <source>Too many connections from %1 (%2)</source>
        <translation>Zu viele Verbindungen von %1 (%2)</translation>
    </message>
    <message>
        <source>The host is full: try again later</source>
        <translation>Der Host ist voll: versuche es später erneut</translation>
    </message>
    <message>
        <source>Say hello within %1 seconds</source>
        <translation>Sag innerhalb von %1 Sekunden Hallo</translation>
    </message>
    <message>
        <source>The tournament and its waiting list (%L1 names) are full: no more names are taken</source>
        <translation>Das Turnier und seine Warteliste (%L1 Namen) sind voll: es werden keine Namen mehr angenommen</translation>
    </message>
    <message>
        <source>The field is full (%L1 players, the most this host takes): no more names are taken</source>
        <translation>Das Teilnehmerfeld ist voll (%L1 Spieler, das Maximum dieses Hosts): es werden keine Namen mehr angenommen</translation>
    </message>
    <message>
        <source>%L1 names from your address are on the waiting list, the most one address may have there</source>
        <translation>%L1 Namen von deiner Adresse stehen auf der Warteliste, das Maximum für eine Adresse</translation>
    </message>
    <message>
        <source>%L1 names from your address are in the field, the most one address may have there</source>
        <translation>%L1 Namen von deiner Adresse sind im Teilnehmerfeld, das Maximum für eine Adresse</translation>
    </message>
    <message>
        <source>Choose a name of 1 to %1 letters, digits, spaces or .&apos;-</source>
        <translation>Wähle einen Namen aus 1 bis %1 Buchstaben, Ziffern, Leerzeichen oder .&apos;-</translation>
    </message>
    <message>
        <source>&apos;%1&apos; mixes letters of different scripts, which can look like another name: write it in one script</source>
        <translation>„%1“ mischt Buchstaben verschiedener Schriften und kann wie ein anderer Name aussehen: schreib ihn in einer Schrift</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a word the host uses for a role: choose another name</source>
        <translation>„%1“ ist ein Wort, das der Host für eine Rolle verwendet: wähle einen anderen Namen</translation>
    </message>
    <message>
        <source>Choose a code of %1 to %2 characters</source>
        <translation>Wähle einen Code aus %1 bis %2 Zeichen</translation>
    </message>
    <message>
        <source>No bet of yours is awaited there</source>
        <translation>Dort wird kein Einsatz von dir erwartet</translation>
    </message>
    <message>
        <source>%L1</source>
        <translation>%L1</translation>
    </message>
    <message>
        <source>%L1 or %L2</source>
        <translation>%L1 oder %L2</translation>
    </message>
    <message>
        <source>%L1 to %L2</source>
        <translation>%L1 bis %L2</translation>
    </message>
    <message>
        <source>%L1 to %L2, in steps of %L3 chips</source>
        <translation>%L1 bis %L2, in Schritten von %L3 Chips</translation>
    </message>
    <message>
        <source>Bet %1, not %L2</source>
        <translation>Setze %1, nicht %L2</translation>
    </message>
    <message>
        <source>Bet %1, not %L2: your bet of %L3 stands</source>
        <translation>Setze %1, nicht %L2: dein Einsatz von %L3 bleibt</translation>
    </message>
    <message>
        <source>Bet %1, not %L2: you bet the lowest</source>
        <translation>Setze %1, nicht %L2: du setzt das Minimum</translation>
    </message>
    <message>
        <source>Your bet was refused (%1): you bet the lowest</source>
        <translation>Dein Einsatz wurde abgelehnt (%1): du setzt das Minimum</translation>
    </message>
    <message>
        <source>Level %1 began</source>
        <translation>Level %1 hat begonnen</translation>
    </message>
    <message>
        <source>The bets changed</source>
        <translation>Die Einsätze haben sich geändert</translation>
    </message>
    <message>
        <source>%1 before the cards were dealt: bet %2</source>
        <translation>%1, bevor die Karten gegeben wurden: setze %2</translation>
    </message>
    <message>
        <source>%1 before the cards were dealt: you bet %2</source>
        <translation>%1, bevor die Karten gegeben wurden: du setzt %2</translation>
    </message>
    <message>
        <source>%1 before the cards were dealt, so your bet of %L2 is asked again: bet %3</source>
        <translation>%1, bevor die Karten gegeben wurden, daher wird dein Einsatz von %L2 neu verlangt: setze %3</translation>
    </message>
    <message>
        <source>%1 before the cards were dealt, so your bet of %L2 is asked again: you bet %3</source>
        <translation>%1, bevor die Karten gegeben wurden, daher wird dein Einsatz von %L2 neu verlangt: du setzt %3</translation>
    </message>
    <message>
        <source>Your time ran out, so you are away: the rules bet and play for you without waiting until you bet or act again</source>
        <translation>Deine Zeit ist abgelaufen, du bist also abwesend: die Regeln setzen und spielen für dich, ohne zu warten, bis du wieder setzt oder handelst</translation>
    </message>
    <message>
        <source>Welcome back: the table waits for your bets and actions again</source>
        <translation>Willkommen zurück: der Tisch wartet wieder auf deine Einsätze und Züge</translation>
    </message>
    <message>
        <source>%1 is away: the rules bet and play for them until they come back</source>
        <translation>%1 ist abwesend: die Regeln setzen und spielen bis zur Rückkehr</translation>
    </message>
    <message>
        <source>%1 is back (hands dealt while away: %L2)</source>
        <translation>%1 ist zurück (während der Abwesenheit ausgeteilte Hände: %L2)</translation>
    </message>
    <message>
        <source>That decision is not yours to make now</source>
        <translation>Diese Entscheidung steht dir jetzt nicht zu</translation>
    </message>
    <message>
        <source>Only a seated player adds to a shuffle</source>
        <translation>Nur ein Spieler mit Platz trägt zum Mischen bei</translation>
    </message>
    <message>
        <source>No shuffle of that hand is open</source>
        <translation>Für diese Hand ist kein Mischen offen</translation>
    </message>
    <message>
        <source>Only a player seated at that table adds to its shuffle</source>
        <translation>Nur ein Spieler an diesem Tisch trägt zu dessen Mischen bei</translation>
    </message>
    <message>
        <source>Send from 1 to %1 bytes of entropy</source>
        <translation>Sende 1 bis %1 Bytes Entropie</translation>
    </message>
    <message>
        <source>Chat messages are 1 to %1 characters</source>
        <translation>Chatnachrichten haben 1 bis %1 Zeichen</translation>
    </message>
    <message>
        <source>One chat message a second, please</source>
        <translation>Bitte nur eine Chatnachricht pro Sekunde</translation>
    </message>
    <message>
        <source>Spectators&apos; chat is closed: the director may open it</source>
        <translation>Der Zuschauer-Chat ist geschlossen: der Turnierleiter kann ihn öffnen</translation>
    </message>
    <message>
        <source>The chat is busy: say it again in a few seconds</source>
        <translation>Der Chat ist ausgelastet: sag es in ein paar Sekunden noch einmal</translation>
    </message>
    <message>
        <source>Chat is closed: the host&apos;s disk is nearly full, and what room is left is kept for the game</source>
        <translation>Der Chat ist geschlossen: die Festplatte des Hosts ist fast voll, und der restliche Platz bleibt dem Spiel vorbehalten</translation>
    </message>
    <message>
        <source>You have already said hello</source>
        <translation>Du hast schon Hallo gesagt</translation>
    </message>
    <message>
        <source>Only the director may do that</source>
        <translation>Das darf nur der Turnierleiter</translation>
    </message>
    <message>
        <source>Only a display follows every table&apos;s hands</source>
        <translation>Nur eine Anzeige verfolgt die Hände aller Tische</translation>
    </message>
    <message>
        <source>Only a display or the director follows the season&apos;s standings</source>
        <translation>Nur eine Anzeige oder der Turnierleiter verfolgt die Saisontabelle</translation>
    </message>
    <message>
        <source>No late entry of &apos;%1&apos; waits</source>
        <translation>Keine Nachmeldung von „%1“ wartet</translation>
    </message>
    <message>
        <source>%1&apos;s late entry has new terms: table %2, penalty %L3 chips; admit again to accept them</source>
        <translation>Die Nachmeldung von %1 hat neue Bedingungen: Tisch %2, Strafe %L3 Chips; lass sie erneut zu, um sie anzunehmen</translation>
    </message>
    <message>
        <source>Say how many seconds to add</source>
        <translation>Gib an, wie viele Sekunden hinzukommen</translation>
    </message>
    <message>
        <source>Say which level to go to</source>
        <translation>Gib an, zu welchem Level gewechselt wird</translation>
    </message>
    <message>
        <source>Say the levels and breaks to come</source>
        <translation>Gib die kommenden Level und Pausen an</translation>
    </message>
    <message>
        <source>Say at which table to void the hand</source>
        <translation>Gib an, an welchem Tisch die Hand annulliert wird</translation>
    </message>
    <message>
        <source>Say which player to move and to which table</source>
        <translation>Gib an, welcher Spieler an welchen Tisch wechselt</translation>
    </message>
    <message>
        <source>Say whose late entry to admit</source>
        <translation>Gib an, wessen Nachmeldung zugelassen wird</translation>
    </message>
    <message>
        <source>Say whose late entry to refuse</source>
        <translation>Gib an, wessen Nachmeldung abgelehnt wird</translation>
    </message>
    <message>
        <source>This act takes nothing more</source>
        <translation>Diese Aktion braucht keine weiteren Angaben</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>There is no act &apos;%1&apos;</source>
        <translation>Es gibt keine Aktion &apos;%1&apos;</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>Es gibt keinen Tisch %1</translation>
    </message>
    <message>
        <source>There is no table %1 at level %2</source>
        <translation>Es gibt keinen Tisch %1 in Level %2</translation>
    </message>
    <message>
        <source>The tournament in play is not over yet</source>
        <translation>Das laufende Turnier ist noch nicht vorbei</translation>
    </message>
    <message>
        <source>This tournament has no clock: its minimum bet is fixed</source>
        <translation>Dieses Turnier hat keine Uhr: sein Mindesteinsatz ist fest</translation>
    </message>
    <message>
        <source>The tournament has not started yet</source>
        <translation>Das Turnier hat noch nicht begonnen</translation>
    </message>
    <message>
        <source>The tournament has already started</source>
        <translation>Das Turnier hat bereits begonnen</translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation>Das Turnier ist vorbei</translation>
    </message>
    <message>
        <source>The clock is already paused</source>
        <translation>Die Uhr ist bereits angehalten</translation>
    </message>
    <message>
        <source>The clock is not paused</source>
        <translation>Die Uhr ist nicht angehalten</translation>
    </message>
    <message>
        <source>These rules have no sudden death</source>
        <translation>Diese Regeln kennen kein Sudden Death</translation>
    </message>
    <message>
        <source>Sudden death is already declared</source>
        <translation>Sudden Death ist bereits ausgerufen</translation>
    </message>
    <message>
        <source>Sudden death is declared heads-up, with two players left (S7-22)</source>
        <translation>Sudden Death wird im Heads-up ausgerufen, wenn zwei Spieler übrig sind (S7-22)</translation>
    </message>
    <message>
        <source>There is one table: nowhere to move a player to</source>
        <translation>Es gibt nur einen Tisch: kein Ziel für einen Platzwechsel</translation>
    </message>
    <message>
        <source>This host runs one tournament: host a night to run several</source>
        <translation>Dieser Host führt ein einziges Turnier: richte einen Spieleabend aus, um mehrere zu spielen</translation>
    </message>
    <message>
        <source>No hand is in play at table %1</source>
        <translation>An Tisch %1 läuft keine Hand</translation>
    </message>
    <message>
        <source>%1 is not playing in this tournament</source>
        <translation>%1 spielt nicht in diesem Turnier</translation>
    </message>
    <message>
        <source>Choose another table than %1 among %2</source>
        <translation>Wähle einen anderen Tisch als %1, aus %2</translation>
    </message>
    <message>
        <source>Table %1 is full</source>
        <translation>Tisch %1 ist voll</translation>
    </message>
    <message>
        <source>The tournament has not started: register instead</source>
        <translation>Das Turnier hat noch nicht begonnen: melde dich stattdessen an</translation>
    </message>
    <message>
        <source>%1 cannot enter twice</source>
        <translation>%1 kann nicht zweimal teilnehmen</translation>
    </message>
    <message>
        <source>The tournament is full (%1 players)</source>
        <translation>Das Turnier ist voll (%1 Spieler)</translation>
    </message>
    <message>
        <source>Late entry closed %1 minutes after the start (%2 minutes ago)</source>
        <translation>Die Nachmeldung schloss %1 Minuten nach dem Start (vor %2 Minuten)</translation>
    </message>
    <message>
        <source>The late-entry penalty at table %1 would be %2, the whole starting stack: entry refused</source>
        <translation>Die Strafe für eine Nachmeldung an Tisch %1 wäre %2, der ganze Startstapel: Nachmeldung abgelehnt</translation>
    </message>
    <message>
        <source>The end of the tournament is still being stored: try again in a moment</source>
        <translation>Das Turnierende wird noch gespeichert: versuche es gleich noch einmal</translation>
    </message>
    <message>
        <source>Another director: %1</source>
        <translation>Ein anderer Turnierleiter: %1</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Du: %1</translation>
    </message>
    <message>
        <source>%1 is registered</source>
        <translation>%1 ist angemeldet</translation>
    </message>
    <message>
        <source>%1 is on the waiting list, number %2</source>
        <translation>%1 steht auf der Warteliste, Nummer %2</translation>
    </message>
    <message>
        <source>%1 enters late at table %2 seat %3 with %L4 chips (penalty %L5)</source>
        <translation>%1 meldet sich nach: Tisch %2, Platz %3, mit %L4 Chips (Strafe %L5)</translation>
    </message>
    <message>
        <source>%1: table %2 seat %3 → table %4 seat %5 (%6)</source>
        <translation>%1: Tisch %2 Platz %3 → Tisch %4 Platz %5 (%6)</translation>
    </message>
    <message>
        <source>balance</source>
        <translation>Ausgleich</translation>
    </message>
    <message>
        <source>break</source>
        <translation>Tischauflösung</translation>
    </message>
    <message>
        <source>director</source>
        <translation>Turnierleiter</translation>
    </message>
    <message>
        <source>%1 is out in place %L2</source>
        <translation>%1 ist auf Platz %L2 ausgeschieden</translation>
    </message>
    <message>
        <source>Table %1 is broken up</source>
        <translation>Tisch %1 wird aufgelöst</translation>
    </message>
    <message>
        <source>Table %1 opens for %2&apos;s late entry</source>
        <translation>Tisch %1 öffnet für die Nachmeldung von %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>With %1&apos;s late entry, the places of those out are now: %2</source>
        <translation>Mit der Nachmeldung von %1 sind die Plätze der Ausgeschiedenen jetzt: %2</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 gg. %2</translation>
    </message>
    <message>
        <source>Round %1 is drawn: %2</source>
        <translation>Runde %1 ist ausgelost: %2</translation>
    </message>
    <message>
        <source>Round %1 is drawn: %2; %3 waits for the next round (a bye)</source>
        <translation>Runde %1 ist ausgelost: %2; %3 wartet auf die nächste Runde (Freilos)</translation>
    </message>
    <message>
        <source>The final table is table %1</source>
        <translation>Der Finaltisch ist Tisch %1</translation>
    </message>
    <message>
        <source>The tournament is over: %1 wins (%2)</source>
        <translation>Das Turnier ist vorbei: %1 gewinnt (%2)</translation>
    </message>
    <message>
        <source>The tournament is over with no winner (%1)</source>
        <translation>Das Turnier ist ohne Sieger beendet (%1)</translation>
    </message>
    <message>
        <source>Table %1 is broken up: %2, whom the director moved there, goes back to table %3 seat %4 (tables are broken up as soon as the others can seat their players)</source>
        <translation>Tisch %1 wird aufgelöst: %2, vom Turnierleiter dorthin gesetzt, geht zurück an Tisch %3 Platz %4 (Tische werden aufgelöst, sobald die anderen ihre Spieler unterbringen können)</translation>
    </message>
    <message>
        <source>Table %1 is broken up: %2, whom the director moved there, goes to table %3 seat %4 (tables are broken up as soon as the others can seat their players)</source>
        <translation>Tisch %1 wird aufgelöst: %2, vom Turnierleiter dorthin gesetzt, geht an Tisch %3 Platz %4 (Tische werden aufgelöst, sobald die anderen ihre Spieler unterbringen können)</translation>
    </message>
    <message>
        <source>Balancing moves %1 back to table %2 seat %3, overriding the director&apos;s move: tables may differ by at most one player, and nobody else at table %4 could go</source>
        <translation>Der Tischausgleich setzt %1 zurück an Tisch %2 Platz %3, entgegen dem Wechsel durch den Turnierleiter: Tische dürfen sich um höchstens einen Spieler unterscheiden, und niemand sonst an Tisch %4 konnte wechseln</translation>
    </message>
    <message>
        <source>Balancing moves %1 to table %2 seat %3, overriding the director&apos;s move: tables may differ by at most one player, and nobody else at table %4 could go</source>
        <translation>Der Tischausgleich setzt %1 an Tisch %2 Platz %3, entgegen dem Wechsel durch den Turnierleiter: Tische dürfen sich um höchstens einen Spieler unterscheiden, und niemand sonst an Tisch %4 konnte wechseln</translation>
    </message>
    <message>
        <source>The director moves %1</source>
        <translation>Der Turnierleiter setzt um: %1</translation>
    </message>
    <message>
        <source>%1 to table %2 %3</source>
        <translation>%1 an Tisch %2 %3</translation>
    </message>
    <message>
        <source>The director will move %1 (queued)</source>
        <translation>Der Turnierleiter wird umsetzen: %1 (vorgemerkt)</translation>
    </message>
    <message>
        <source>The director&apos;s queued move is dropped: %1</source>
        <translation>Der vorgemerkte Wechsel des Turnierleiters entfällt: %1</translation>
    </message>
    <message>
        <source>The director declares sudden death (%1)</source>
        <translation>Der Turnierleiter ruft Sudden Death aus (%1)</translation>
    </message>
    <message>
        <source>The director declares sudden death</source>
        <translation>Der Turnierleiter ruft Sudden Death aus</translation>
    </message>
    <message>
        <source>The director rules %1 out for refusing the assigned seat</source>
        <translation>Der Turnierleiter schließt %1 aus, weil der zugewiesene Platz verweigert wurde</translation>
    </message>
    <message>
        <source>The director voids the hand at %1</source>
        <translation>Der Turnierleiter annulliert die Hand an %1</translation>
    </message>
    <message>
        <source>The director cancels the tournament: %1</source>
        <translation>Der Turnierleiter bricht das Turnier ab: %1</translation>
    </message>
    <message>
        <source>The director cancels the tournament</source>
        <translation>Der Turnierleiter bricht das Turnier ab</translation>
    </message>
    <message>
        <source>The director: %1</source>
        <translation>Der Turnierleiter: %1</translation>
    </message>
    <message>
        <source>Tell every screen</source>
        <translation>An alle Bildschirme</translation>
    </message>
    <message>
        <source>Say what to tell every screen, in 1 to 200 characters</source>
        <translation>Gib an, was alle Bildschirme zeigen sollen, in 1 bis 200 Zeichen</translation>
    </message>
    <message>
        <source>tell every screen: %1</source>
        <translation>an alle Bildschirme: %1</translation>
    </message>
    <message>
        <source>From the director: %1</source>
        <translation>Vom Turnierleiter: %1</translation>
    </message>
    <message>
        <source>start the tournament</source>
        <translation>Turnier starten</translation>
    </message>
    <message>
        <source>pause the clock</source>
        <translation>Uhr anhalten</translation>
    </message>
    <message>
        <source>resume the clock</source>
        <translation>Uhr weiterlaufen lassen</translation>
    </message>
    <message>
        <source>add a minute</source>
        <translation>eine Minute hinzufügen</translation>
    </message>
    <message>
        <source>take a minute</source>
        <translation>eine Minute abziehen</translation>
    </message>
    <message>
        <source>go to level %1</source>
        <translation>zu Level %1 wechseln</translation>
    </message>
    <message>
        <source>declare sudden death</source>
        <translation>Sudden Death ausrufen</translation>
    </message>
    <message>
        <source>void the hand at table %1</source>
        <translation>die Hand an Tisch %1 annullieren</translation>
    </message>
    <message>
        <source>move %1 to table %2</source>
        <translation>%1 an Tisch %2 umsetzen</translation>
    </message>
    <message>
        <source>admit %1</source>
        <translation>%1 zulassen</translation>
    </message>
    <message>
        <source>refuse %1</source>
        <translation>%1 ablehnen</translation>
    </message>
    <message>
        <source>change the levels to come</source>
        <translation>die kommenden Level ändern</translation>
    </message>
    <message>
        <source>let spectators chat</source>
        <translation>Zuschauer chatten lassen</translation>
    </message>
    <message>
        <source>mute the spectators&apos; chat</source>
        <translation>den Zuschauer-Chat stummschalten</translation>
    </message>
    <message>
        <source>open the night&apos;s next tournament</source>
        <translation>das nächste Turnier des Abends eröffnen</translation>
    </message>
    <message>
        <source>This host runs Pitboss %1 (protocol %2); your Pitboss %3 speaks protocol %4. Install Pitboss %1 to join this night, or ask the host to run the same version as you</source>
        <translation>Dieser Host verwendet Pitboss %1 (Protokoll %2); dein Pitboss %3 spricht Protokoll %4. Installiere Pitboss %1, um an diesem Abend teilzunehmen, oder bitte den Host, dieselbe Version wie du zu verwenden</translation>
    </message>
    <message>
        <source>This host runs Pitboss %1 (protocol %2); your copy of Pitboss speaks protocol %3. Install Pitboss %1 to join this night, or ask the host to run the same version as you</source>
        <translation>Dieser Host verwendet Pitboss %1 (Protokoll %2); deine Pitboss-Kopie spricht Protokoll %3. Installiere Pitboss %1, um an diesem Abend teilzunehmen, oder bitte den Host, dieselbe Version wie du zu verwenden</translation>
    </message>
</context>
<context>
    <name>print_words</name>
    <message>
        <source>The PDF could not be written to %1</source>
        <translation>Das PDF konnte nicht nach %1 geschrieben werden</translation>
    </message>
    <message>
        <source>%1 is not a PDF that can be read</source>
        <translation>%1 ist kein lesbares PDF</translation>
    </message>
</context>
<context>
    <name>printout_pages</name>
    <message>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>%1: sign-in</source>
        <translation>%1: Anmeldeliste</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln name(s)</source>
        <translation>
            <numerusform>%1 · %Ln Name</numerusform>
            <numerusform>%1 · %Ln Namen</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>%1: results</source>
        <translation>%1: Ergebnisse</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln player(s)</source>
        <translation>
            <numerusform>%1 · %Ln Spieler</numerusform>
            <numerusform>%1 · %Ln Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <comment>a place in the standings</comment>
        <translation>#</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bester Rang</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Ø Rang</translation>
    </message>
    <message>
        <source>Chips won dealing</source>
        <translation>Als Geber gewonnene Chips</translation>
    </message>
    <message>
        <source>%1: standings</source>
        <translation>%1: Tabelle</translation>
    </message>
</context>
<context>
    <name>printout_words</name>
    <message>
        <source>&amp;Sign-in sheet…</source>
        <translation>&amp;Anmeldeliste…</translation>
    </message>
    <message>
        <source>Seat &amp;cards…</source>
        <translation>&amp;Platzkarten…</translation>
    </message>
    <message>
        <source>&amp;Results…</source>
        <translation>&amp;Ergebnisse…</translation>
    </message>
    <message>
        <source>first in line</source>
        <translation>als Erster dran</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save the sign-in sheet as PDF</source>
        <translation>Die Anmeldeliste als PDF speichern</translation>
    </message>
    <message>
        <source>%1: sign-in sheet</source>
        <translation>%1: Anmeldeliste</translation>
    </message>
    <message>
        <source>⚠ The sign-in sheet could not be saved: %1</source>
        <translation>⚠ Die Anmeldeliste konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Save the seat cards as PDF</source>
        <translation>Die Platzkarten als PDF speichern</translation>
    </message>
    <message>
        <source>%1: seat cards</source>
        <translation>%1: Platzkarten</translation>
    </message>
    <message>
        <source>⚠ The seat cards could not be saved: %1</source>
        <translation>⚠ Die Platzkarten konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Save the results as PDF</source>
        <translation>Die Ergebnisse als PDF speichern</translation>
    </message>
    <message>
        <source>%1: results</source>
        <translation>%1: Ergebnisse</translation>
    </message>
    <message>
        <source>⚠ The results could not be saved: %1</source>
        <translation>⚠ Die Ergebnisse konnten nicht gespeichert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>The sign-in sheet (%n page(s)) is saved as %1</source>
        <translation>
            <numerusform>Die Anmeldeliste (%n Seite) ist als %1 gespeichert</numerusform>
            <numerusform>Die Anmeldeliste (%n Seiten) ist als %1 gespeichert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The seat cards (%n page(s)) are saved as %1</source>
        <translation>
            <numerusform>Die Platzkarten (%n Seite) sind als %1 gespeichert</numerusform>
            <numerusform>Die Platzkarten (%n Seiten) sind als %1 gespeichert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The results (%n page(s)) are saved as %1</source>
        <translation>
            <numerusform>Die Ergebnisse (%n Seite) sind als %1 gespeichert</numerusform>
            <numerusform>Die Ergebnisse (%n Seiten) sind als %1 gespeichert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>results_dialog</name>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>The results of the tournament</source>
        <translation>Die Ergebnisse des Turniers</translation>
    </message>
    <message>
        <source>How you finished</source>
        <translation>Wie du abgeschnitten hast</translation>
    </message>
    <message>
        <source>The winner and your match</source>
        <translation>Der Sieger und dein Match</translation>
    </message>
    <message>
        <source>Places and chips</source>
        <translation>Plätze und Chips</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>&amp;Watch the table</source>
        <translation>Tisch &amp;zuschauen</translation>
    </message>
    <message>
        <source>Close the results and watch the table</source>
        <translation>Ergebnisse schließen und dem Tisch zuschauen</translation>
    </message>
    <message>
        <source>Your &amp;report</source>
        <translation>Dein &amp;Bericht</translation>
    </message>
    <message>
        <source>Your report: every decision valued by the advisor</source>
        <translation>Dein Bericht: jede Entscheidung vom Berater bewertet</translation>
    </message>
    <message>
        <source>Back to the &amp;lobby</source>
        <translation>Zurück zur &amp;Lobby</translation>
    </message>
    <message>
        <source>Leave the table for the lobby</source>
        <translation>Den Tisch verlassen und zur Lobby gehen</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Nochmal spielen</translation>
    </message>
    <message>
        <source>Play a new game with the same options</source>
        <translation>Ein neues Spiel mit denselben Optionen spielen</translation>
    </message>
</context>
<context>
    <name>results_words</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>noch dabei</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>the ordinal of 1</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1th</source>
        <comment>an ordinal: 4th, 11th, 12th, 13th, 20th...</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>an ordinal: 21st, 31st, 101st...</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1nd</source>
        <comment>an ordinal: 2nd, 22nd...</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1rd</source>
        <comment>an ordinal: 3rd, 23rd...</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>You are out in %1 place of %2</source>
        <translation>Du bist als %1 von %2 ausgeschieden</translation>
    </message>
    <message numerus="yes">
        <source>The tournament goes on: %n still play. You may watch to the end.</source>
        <translation>
            <numerusform>Das Turnier geht weiter: %n spielt noch. Du kannst bis zum Ende zuschauen.</numerusform>
            <numerusform>Das Turnier geht weiter: %n spielen noch. Du kannst bis zum Ende zuschauen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The tournament was stopped before its end</source>
        <translation>Das Turnier wurde vor seinem Ende gestoppt</translation>
    </message>
    <message>
        <source>Nobody won it; the chips are as they stood.</source>
        <translation>Niemand hat es gewonnen; die Chips bleiben, wie sie standen.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences, one after the other</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>=%1</source>
        <comment>a shared place</comment>
        <translation>=%1</translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation>Das Turnier ist vorbei</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Du gewinnst!</translation>
    </message>
    <message numerus="yes">
        <source>You share 1st place with %n more</source>
        <translation>
            <numerusform>Du teilst dir den 1. Platz mit %n weiteren Spieler</numerusform>
            <numerusform>Du teilst dir den 1. Platz mit %n weiteren Spielern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %1 of %2 (shared with %n more)</source>
        <translation>
            <numerusform>Du bist %1 von %2 geworden (geteilt mit %n weiteren Spieler)</numerusform>
            <numerusform>Du bist %1 von %2 geworden (geteilt mit %n weiteren Spielern)</numerusform>
        </translation>
    </message>
    <message>
        <source>You finished %1 of %2</source>
        <translation>Du bist %1 von %2 geworden</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>names</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <source>%1 share 1st.</source>
        <translation>%1 teilen sich den 1. Platz.</translation>
    </message>
    <message>
        <source>You lost your match against %1, with %L2 chips.</source>
        <translation>Du hast dein Match gegen %1 verloren, mit %L2 Chips.</translation>
    </message>
    <message>
        <source>You won your match against %1, %L2 to %L3.</source>
        <translation>Du hast dein Match gegen %1 gewonnen, %L2 zu %L3.</translation>
    </message>
    <message>
        <source>You lost your match against %1, %L2 to %L3.</source>
        <translation>Du hast dein Match gegen %1 verloren, %L2 zu %L3.</translation>
    </message>
    <message>
        <source>You drew your match against %1, %L2 to %L3.</source>
        <translation>Dein Match gegen %1 endete unentschieden, %L2 zu %L3.</translation>
    </message>
</context>
<context>
    <name>review_errors</name>
    <message>
        <source>Tournament %1&apos;s variant is damaged (%2)</source>
        <translation>Die Spielvariante von Turnier %1 ist beschädigt (%2)</translation>
    </message>
    <message>
        <source>%1 did not play in %2 (tournament %3)</source>
        <translation>%1 hat bei %2 nicht mitgespielt (Turnier %3)</translation>
    </message>
</context>
<context>
    <name>review_panel</name>
    <message>
        <source>&amp;Your report</source>
        <translation>Dein &amp;Bericht</translation>
    </message>
    <message>
        <source>Your report</source>
        <translation>Dein Bericht</translation>
    </message>
    <message>
        <source>Your decisions in the chosen tournament, valued by the advisor</source>
        <translation>Deine Entscheidungen im gewählten Turnier, vom Berater bewertet</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>Player whose report is shown</source>
        <translation>Spieler, dessen Bericht gezeigt wird</translation>
    </message>
    <message>
        <source>Whose decisions to review (picking a name in the standings picks it here too)</source>
        <translation>Wessen Entscheidungen geprüft werden (ein Name, den du in der Rangliste wählst, wird auch hier gewählt)</translation>
    </message>
    <message>
        <source>Pick a tournament to see your report</source>
        <translation>Wähle ein Turnier, um deinen Bericht zu sehen</translation>
    </message>
    <message>
        <source>Report totals</source>
        <translation>Summen des Berichts</translation>
    </message>
    <message>
        <source>Report by kind of decision</source>
        <translation>Bericht nach Art der Entscheidung</translation>
    </message>
    <message>
        <source>The costliest decisions</source>
        <translation>Die teuersten Entscheidungen</translation>
    </message>
    <message>
        <source>Activate one (Enter or a click) to replay its hand</source>
        <translation>Aktiviere eine (Eingabetaste oder Klick), um ihre Hand nachzuspielen</translation>
    </message>
</context>
<context>
    <name>review_panel_words</name>
    <message>
        <source>None</source>
        <comment>the advisor has no play</comment>
        <translation>kein Zug</translation>
    </message>
    <message>
        <source>You: %1 (timed out) · the advisor: %2</source>
        <translation>Du: %1 (Zeit abgelaufen) · der Berater: %2</translation>
    </message>
    <message>
        <source>You: %1 · the advisor: %2</source>
        <translation>Du: %1 · der Berater: %2</translation>
    </message>
    <message>
        <source>Table %1, hand %L2 · %3</source>
        <translation>Tisch %1, Hand %L2 · %3</translation>
    </message>
    <message>
        <source>%1 · %2 lost</source>
        <translation>%1 · %2 verloren</translation>
    </message>
    <message>
        <source>%L1 cost %2</source>
        <translation>davon %L1 teuer (%2)</translation>
    </message>
    <message>
        <source>none costly</source>
        <translation>keine teuer</translation>
    </message>
    <message>
        <source>%1: %L2, %3</source>
        <translation>%1: %L2, %3</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Prozentpunkte</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a player: the advisor&apos;s words</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>review_texts</name>
    <message>
        <source>hit</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>Stehen</translation>
    </message>
    <message>
        <source>double</source>
        <translation>Verdoppeln</translation>
    </message>
    <message>
        <source>split</source>
        <translation>Splitten</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>insurance</source>
        <translation>Versicherung</translation>
    </message>
    <message>
        <source>even money</source>
        <translation>Even Money</translation>
    </message>
    <message>
        <source>no insurance</source>
        <translation>keine Versicherung</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <source>check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <source>sit out</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <source>stay in</source>
        <translation>Dabeibleiben</translation>
    </message>
    <message>
        <source>turn up</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>dealer fold</source>
        <translation>Geber steigt aus</translation>
    </message>
    <message>
        <source>dealer play</source>
        <translation>Geber spielt</translation>
    </message>
    <message>
        <source>dealer hit</source>
        <translation>Geber zieht</translation>
    </message>
    <message>
        <source>dealer stand</source>
        <translation>Geber steht</translation>
    </message>
    <message>
        <source>hit/stand</source>
        <translation>Ziehen/Stehen</translation>
    </message>
    <message>
        <source>raise/fold</source>
        <translation>Erhöhen/Aussteigen</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>raise to %L1</source>
        <translation>Erhöhen auf %L1</translation>
    </message>
    <message>
        <source>bet %L1</source>
        <translation>%L1 setzen</translation>
    </message>
    <message>
        <source>%1 in %2 (tournament %3, %4): %5.</source>
        <translation>%1 in %2 (Turnier %3, %4): %5.</translation>
    </message>
    <message>
        <source>By kind of decision:</source>
        <translation>Nach Art der Entscheidung:</translation>
    </message>
    <message numerus="yes">
        <source>The costliest %n:</source>
        <translation>
            <numerusform>Die teuerste (%n):</numerusform>
            <numerusform>Die %n teuersten:</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands that cost something:</source>
        <translation>Hände, die etwas gekostet haben:</translation>
    </message>
    <message>
        <source>table %1, hand %L2: %3</source>
        <translation>Tisch %1, Hand %L2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln stored event(s) could not be read (damaged, or written by a newer Pitboss): the report leaves them out.</source>
        <translation>
            <numerusform>%Ln gespeichertes Ereignis konnte nicht gelesen werden (beschädigt oder von einem neueren Pitboss geschrieben): Die Auswertung lässt es aus.</numerusform>
            <numerusform>%Ln gespeicherte Ereignisse konnten nicht gelesen werden (beschädigt oder von einem neueren Pitboss geschrieben): Die Auswertung lässt sie aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln decision(s), none of them costly</source>
        <translation>
            <numerusform>%Ln Entscheidung, keine davon teuer</numerusform>
            <numerusform>%Ln Entscheidungen, keine davon teuer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln decision(s), %L1 cost %2</source>
        <translation>
            <numerusform>%Ln Entscheidung, davon %L1 teuer (%2)</numerusform>
            <numerusform>%Ln Entscheidungen, davon %L1 teuer (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>what was lost</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>table %1, hand %L2, %3: %4; you played %5 (timed out), the advisor %6: %7 lost</source>
        <translation>Tisch %1, Hand %L2, %3: %4; du: %5 (Zeit abgelaufen), der Berater: %6: %7 verloren</translation>
    </message>
    <message>
        <source>table %1, hand %L2, %3: %4; you played %5, the advisor %6: %7 lost</source>
        <translation>Tisch %1, Hand %L2, %3: %4; du: %5, der Berater: %6: %7 verloren</translation>
    </message>
    <message>
        <source>you %1 (timed out)</source>
        <translation>du: %1 (Zeit abgelaufen)</translation>
    </message>
    <message>
        <source>you %1</source>
        <translation>du: %1</translation>
    </message>
    <message>
        <source>the advisor has no value for this %1 here; %2</source>
        <translation>der Berater hat hier keinen Wert für diese Entscheidung (%1); %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a play and its value</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>the advisor would %1 (%2 chips); %3</source>
        <translation>der Berater wählt %1 (%2 Chips); %3</translation>
    </message>
    <message>
        <source>the advisor would %1; %3</source>
        <translation>der Berater wählt %1; %3</translation>
    </message>
    <message>
        <source>%1 %2%</source>
        <comment>a play and its chance to win</comment>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>the advisor would %1 (%2 chips); chance to win: %3; %4</source>
        <translation>der Berater wählt %1 (%2 Chips); Siegchance: %3; %4</translation>
    </message>
    <message>
        <source>the advisor would %1; chance to win: %3; %4</source>
        <translation>der Berater wählt %1; Siegchance: %3; %4</translation>
    </message>
    <message>
        <source>the advisor would %1 to win the tournament (%2), though %3 is worth more chips (%4 chips); %5</source>
        <translation>der Berater wählt %1, um das Turnier zu gewinnen (%2), obwohl %3 mehr Chips wert ist (%4 Chips); %5</translation>
    </message>
    <message>
        <source>the advisor would %1 to win the tournament (%2), though %3 is worth more chips; %5</source>
        <translation>der Berater wählt %1, um das Turnier zu gewinnen (%2), obwohl %3 mehr Chips wert ist; %5</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%L1 chips</source>
        <translation>%L1 Chips</translation>
    </message>
    <message>
        <source>%L1 chips, the rival %L2</source>
        <translation>%L1 Chips, Gegner %L2</translation>
    </message>
    <message>
        <source>dealing %1</source>
        <translation>als Geber %1</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <comment>a seat&apos;s cards against the dealer&apos;s</comment>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>under a chip</source>
        <translation>unter einem Chip</translation>
    </message>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln Chip</numerusform>
            <numerusform>%Ln Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 points of the chance to win</source>
        <translation>%1 Prozentpunkte Siegchance</translation>
    </message>
</context>
<context>
    <name>rules_dialog</name>
    <message>
        <source>Rule options</source>
        <translation>Regeloptionen</translation>
    </message>
    <message>
        <source>The options of the rules, with the defaults of the rules of record.</source>
        <translation>Die Optionen der Regeln, mit den Standardwerten des offiziellen Regelwerks.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>What is wrong with the options</source>
        <translation>Was an den Optionen falsch ist</translation>
    </message>
    <message>
        <source>&amp;Defaults</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <source>Put every option back to its default</source>
        <translation>Alle Optionen auf ihren Standardwert zurücksetzen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Keep the options as they were</source>
        <translation>Die Optionen so lassen, wie sie waren</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>Use these options</source>
        <translation>Diese Optionen verwenden</translation>
    </message>
</context>
<context>
    <name>rules_words</name>
    <message>
        <source>Players at most</source>
        <translation>Höchstzahl Spieler</translation>
    </message>
    <message>
        <source>Late entry, minutes</source>
        <translation>Nachmeldung, Minuten</translation>
    </message>
    <message>
        <source>Minutes a level</source>
        <translation>Minuten pro Level</translation>
    </message>
    <message>
        <source>A break after every N levels</source>
        <translation>Eine Pause nach je N Leveln</translation>
    </message>
    <message>
        <source>Minutes a break, 0 for none</source>
        <translation>Minuten pro Pause, 0 für keine</translation>
    </message>
    <message>
        <source>Seats a table, dealer included</source>
        <translation>Plätze pro Tisch, Geber eingeschlossen</translation>
    </message>
    <message>
        <source>Players a room</source>
        <translation>Spieler pro Raum</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Startchips</translation>
    </message>
    <message>
        <source>Minimum bet</source>
        <translation>Mindesteinsatz</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Decks</translation>
    </message>
    <message>
        <source>Duplicate deal: every room the same cards</source>
        <translation>Duplicate Deal: in jedem Raum dieselben Karten</translation>
    </message>
    <message>
        <source>Any two ten-value cards may split (a king and a queen)</source>
        <translation>Zwei beliebige Zehnerkarten dürfen splitten (ein König und eine Dame)</translation>
    </message>
    <message>
        <source>Hands a match</source>
        <translation>Hände pro Match</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>an option and its value</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Karte ziehen</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>stehen bleiben</translation>
    </message>
    <message>
        <source>double down</source>
        <translation>verdoppeln</translation>
    </message>
    <message>
        <source>split</source>
        <translation>splitten</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>aufgeben</translation>
    </message>
    <message>
        <source>insurance</source>
        <translation>Versicherung</translation>
    </message>
    <message>
        <source>raise (double up)</source>
        <translation>erhöhen (Double-up)</translation>
    </message>
    <message>
        <source>check</source>
        <translation>checken</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>aussteigen</translation>
    </message>
    <message>
        <source>as the dealer, hit</source>
        <translation>als Geber ziehen</translation>
    </message>
    <message>
        <source>as the dealer, stand</source>
        <translation>als Geber stehen bleiben</translation>
    </message>
    <message>
        <source>as the dealer, fold</source>
        <translation>als Geber aussteigen</translation>
    </message>
    <message>
        <source>%L1/%L2</source>
        <comment>a level&apos;s minimum/maximum</comment>
        <translation>%L1/%L2</translation>
    </message>
    <message numerus="yes">
        <source>a %1-minute break after every %n level(s)</source>
        <translation>
            <numerusform>eine %1-minütige Pause nach je %n Level</numerusform>
            <numerusform>eine %1-minütige Pause nach je %n Leveln</numerusform>
        </translation>
    </message>
    <message>
        <source>no breaks</source>
        <translation>keine Pausen</translation>
    </message>
    <message>
        <source>You take turns as the dealer; the dealer covers every bet on the table with their own chips (S7-6, S7-13).</source>
        <translation>Jeder ist reihum Geber; der Geber deckt mit seinen eigenen Chips jeden Einsatz am Tisch (S7-6, S7-13).</translation>
    </message>
    <message>
        <source>Everyone starts with %L1 chips (S7-4). The last player holding every chip wins (S7-5).</source>
        <translation>Alle beginnen mit %L1 Chips (S7-4). Wer am Ende alle Chips hält, gewinnt (S7-5).</translation>
    </message>
    <message>
        <source>Levels of %1 minutes: %2, … (minimum/maximum), with %3 (S7-7).</source>
        <translation>Level zu %1 Minuten: %2, … (Minimum/Maximum); %3 (S7-7).</translation>
    </message>
    <message>
        <source>You bet exactly the level&apos;s minimum or its maximum (S7-8).</source>
        <translation>Du setzt genau das Minimum oder das Maximum des Levels (S7-8).</translation>
    </message>
    <message>
        <source>Your two cards are dealt face up; the dealer&apos;s first card is up, the second down (S7-12).</source>
        <translation>Deine zwei Karten werden offen gegeben; die erste Karte des Gebers liegt offen, die zweite verdeckt (S7-12).</translation>
    </message>
    <message>
        <source>With an ace or a ten-value up, the dealer checks for a natural, which wins every bet on the table (S7-14). Other naturals are paid 3:2 at once (S7-15).</source>
        <translation>Zeigt der Geber ein Ass oder eine Zehnerkarte, prüft er auf Blackjack; ein Blackjack des Gebers gewinnt jeden Einsatz am Tisch (S7-14). Andere Blackjacks werden sofort 3:2 ausgezahlt (S7-15).</translation>
    </message>
    <message>
        <source>The dealer hits 16 or less and stands on every 17, soft 17 included (S7-16).</source>
        <translation>Der Geber zieht bis 16 und bleibt bei jeder 17 stehen, auch bei weicher 17 (S7-16).</translation>
    </message>
    <message>
        <source>Split any pair or any two ten-values, up to four hands; double down on any first two cards, after a split too; split aces take one card each (S7-18, S7-19).</source>
        <translation>Splitte jedes Paar und beliebige zwei Zehnerkarten auf bis zu vier Hände; verdopple auf beliebige erste zwei Karten, auch nach einem Split; gesplittete Asse bekommen je eine Karte (S7-18, S7-19).</translation>
    </message>
    <message>
        <source>No surrender and no insurance (S7-20).</source>
        <translation>Keine Aufgabe und keine Versicherung (S7-20).</translation>
    </message>
    <message>
        <source>You play against your own house dealer for %1 hands; the other player of your room plays the same number (T10-1, T10-4).</source>
        <translation>Du spielst %1 Hände gegen deinen eigenen Hausdealer; der andere Spieler deines Raums spielt ebenso viele (T10-1, T10-4).</translation>
    </message>
    <message>
        <source>You start with %L1 chips; bet from %L2 up to all your chips before each hand; %3-deck shoe (T10-2, T10-3).</source>
        <translation>Du beginnst mit %L1 Chips; setze vor jeder Hand ab %L2 bis zu all deinen Chips; Schlitten mit %3 Decks (T10-2, T10-3).</translation>
    </message>
    <message>
        <source>More chips after the last hand wins the match; equal counts draw (T10-5).</source>
        <translation>Wer nach der letzten Hand mehr Chips hat, gewinnt das Match; bei Gleichstand unentschieden (T10-5).</translation>
    </message>
    <message>
        <source>Naturals pay 3:2; a natural against a dealer natural pushes (T10-6).</source>
        <translation>Blackjacks zahlen 3:2; ein Blackjack gegen einen Dealer-Blackjack ist ein Push (T10-6).</translation>
    </message>
    <message>
        <source>The dealer stands on hard 17 and hits soft 17 (T10-7).</source>
        <translation>Der Dealer bleibt bei harter 17 stehen und zieht auf weiche 17 (T10-7).</translation>
    </message>
    <message>
        <source>With an ace up you may insure for up to half your bet (pays 2:1), or take even money with a natural (T10-8).</source>
        <translation>Zeigt der Dealer ein Ass, kannst du dich mit bis zur Hälfte deines Einsatzes versichern (zahlt 2:1) oder mit einem Blackjack Even Money nehmen (T10-8).</translation>
    </message>
    <message>
        <source>Surrender as your first decision gives up half the bet (T10-10).</source>
        <translation>Aufgeben als erste Entscheidung kostet den halben Einsatz (T10-10).</translation>
    </message>
    <message>
        <source>Double down on the first two cards of a hand not split (T10-11). Split a pair up to four hands; split aces take one card each (T10-12).</source>
        <translation>Verdopple auf die ersten zwei Karten einer nicht gesplitteten Hand (T10-11). Splitte ein Paar auf bis zu vier Hände; gesplittete Asse bekommen je eine Karte (T10-12).</translation>
    </message>
    <message>
        <source>Up to %1 at a table; each player deals in turn and takes every bet (BJX-1). Everyone starts with %L2 chips.</source>
        <translation>Bis zu %1 an einem Tisch; jeder Spieler gibt reihum und nimmt alle Einsätze an (BJX-1). Alle beginnen mit %L2 Chips.</translation>
    </message>
    <message>
        <source>The minimum bet rises every %1 minutes: %2, … (BJX-2).</source>
        <translation>Der Mindesteinsatz steigt alle %1 Minuten: %2, … (BJX-2).</translation>
    </message>
    <message>
        <source>Post a blind from the minimum up to %1 times the minimum (BJX-3).</source>
        <translation>Setze einen Blind vom Minimum bis zum %1-Fachen des Minimums (BJX-3).</translation>
    </message>
    <message>
        <source>You get one card down and one up; the dealer looks at two and turns one up (BJX-4).</source>
        <translation>Du bekommst eine Karte verdeckt und eine offen; der Geber sieht sich zwei an und deckt eine auf (BJX-4).</translation>
    </message>
    <message>
        <source>Then raise (double up to at least twice your blind, and take at least one more card), check (play the blind), or fold (keep half the blind) (BJX-5).</source>
        <translation>Dann erhöhen (Double-up auf mindestens das Doppelte deines Blinds, dann mindestens eine weitere Karte nehmen), checken (nur mit dem Blind spielen) oder aussteigen (die Hälfte des Blinds behalten) (BJX-5).</translation>
    </message>
    <message>
        <source>The dealer may fold, paying everyone half their blind, or play (BJX-6).</source>
        <translation>Der Geber kann aussteigen und allen die Hälfte ihres Blinds zahlen, oder spielen (BJX-6).</translation>
    </message>
    <message>
        <source>Naturals are paid 3:2; a doubled-up natural is played as eleven (BJX-8).</source>
        <translation>Blackjacks werden 3:2 ausgezahlt; ein Blackjack mit Double-up wird als Elf gespielt (BJX-8).</translation>
    </message>
    <message>
        <source>Split any pair up to four hands; a natural on a split hand wins 1:1 (BJX-10).</source>
        <translation>Splitte jedes Paar auf bis zu vier Hände; ein Blackjack auf einer gesplitteten Hand gewinnt 1:1 (BJX-10).</translation>
    </message>
    <message>
        <source>The dealer may hit any soft hand, must hit hard 16 or less and stand on hard 17 (BJX-11). Winners are paid 1:1, ties push (BJX-12).</source>
        <translation>Der Geber darf auf jede weiche Hand ziehen, muss bis harte 16 ziehen und bei harter 17 stehen bleiben (BJX-11). Gewinner werden 1:1 ausgezahlt, Gleichstand ist ein Push (BJX-12).</translation>
    </message>
    <message>
        <source>Space</source>
        <comment>the key</comment>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>bet the minimum; when asked to play, the default play (stand where you may)</source>
        <translation>das Minimum setzen; bei einer Entscheidung der Standardzug (stehen, wo erlaubt)</translation>
    </message>
    <message>
        <source>post the blind in the box</source>
        <translation>den Blind aus dem Feld setzen</translation>
    </message>
    <message>
        <source>bet the amount in the box</source>
        <translation>den Betrag aus dem Feld setzen</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>Spielanleitung: %1</translation>
    </message>
    <message>
        <source>Keys at the table</source>
        <translation>Tasten am Tisch</translation>
    </message>
    <message>
        <source>Keys everywhere</source>
        <translation>Tasten überall</translation>
    </message>
    <message>
        <source>Chips have no cash value (C-5).</source>
        <translation>Chips haben keinen Geldwert (C-5).</translation>
    </message>
</context>
<context>
    <name>seating_words</name>
    <message>
        <source>Pitboss · %1</source>
        <translation>Pitboss · %1</translation>
    </message>
    <message>
        <source>Quit in the middle of the tournament?</source>
        <translation>Mitten im Turnier beenden?</translation>
    </message>
    <message>
        <source>Leave the table in the middle of the tournament?</source>
        <translation>Den Tisch mitten im Turnier verlassen?</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>The game against the bots stops here; History keeps it as it stands.</source>
        <translation>Das Spiel gegen die Bots endet hier; es bleibt unter „Frühere Turniere“ so gespeichert, wie es steht.</translation>
    </message>
    <message>
        <source>The tournament goes on without you: at each of your turns the host plays your seat when its time runs out.</source>
        <translation>Das Turnier geht ohne dich weiter: bei jedem deiner Züge spielt der Host deinen Platz, wenn die Zeit abläuft.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
</context>
<context>
    <name>session_words</name>
    <message>
        <source>Not connected to the host</source>
        <translation>Nicht mit dem Host verbunden</translation>
    </message>
</context>
<context>
    <name>settings_dialog</name>
    <message>
        <source>Pitboss · Settings</source>
        <translation>Pitboss · Einstellungen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Close the settings</source>
        <translation>Einstellungen schließen</translation>
    </message>
</context>
<context>
    <name>settings_view</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>&amp;Sound:</source>
        <translation>&amp;Ton:</translation>
    </message>
    <message>
        <source>Play sound effects</source>
        <translation>Soundeffekte abspielen</translation>
    </message>
    <message>
        <source>Cards, chips and the tournament clock make sounds</source>
        <translation>Karten, Chips und die Turnieruhr machen Geräusche</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Sound effect volume, 0 to 100 per cent</source>
        <translation>Lautstärke der Soundeffekte, 0 bis 100 Prozent</translation>
    </message>
    <message>
        <source>Volume value</source>
        <translation>Wert der Lautstärke</translation>
    </message>
    <message>
        <source>Sound device</source>
        <translation>Audiogerät</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>A&amp;nimations:</source>
        <translation>A&amp;nimationen:</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>How fast cards and chips move on the table; off shows each change at once</source>
        <translation>Wie schnell sich Karten und Chips auf dem Tisch bewegen; „aus“ zeigt jede Änderung sofort</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Deck:</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Vierfarbiges Deck</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green, so every suit has its own colour</source>
        <translation>Karo blau und Kreuz grün, damit jede Kartenfarbe ihren eigenen Farbton hat</translation>
    </message>
    <message>
        <source>Four-colour deck (blue diamonds, green clubs)</source>
        <translation>Vierfarbiges Deck (blaues Karo, grünes Kreuz)</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>Th&amp;ema:</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>The cards, chips and felt of the table</source>
        <translation>Karten, Chips und Filz des Tisches</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <source>Window colours</source>
        <translation>Fensterfarben</translation>
    </message>
    <message>
        <source>The colours of the windows: your system&apos;s light or dark mode, the green felt, dark, or high contrast</source>
        <translation>Die Farben der Fenster: heller oder dunkler Modus deines Systems, grüner Filz, dunkel oder hoher Kontrast</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The language of the windows, from the next start: your system&apos;s, or one chosen here</source>
        <translation>Die Sprache der Fenster, ab dem nächsten Start: die deines Systems oder eine hier gewählte</translation>
    </message>
    <message>
        <source>Takes effect the next time Pitboss starts</source>
        <translation>Wirkt beim nächsten Start von Pitboss</translation>
    </message>
    <message>
        <source>When the language changes</source>
        <translation>Wenn sich die Sprache ändert</translation>
    </message>
    <message>
        <source>Numbers and dates as Pitboss writes them</source>
        <translation>Zahlen und Daten, wie Pitboss sie schreibt</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Dein Na&amp;me:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>The name others see at the table: 1 to 24 letters, digits, spaces or .&apos;-</source>
        <translation>Der Name, den andere am Tisch sehen: 1 bis 24 Buchstaben, Ziffern, Leerzeichen oder .&apos;-</translation>
    </message>
    <message>
        <source>The name others see at the table</source>
        <translation>Der Name, den andere am Tisch sehen</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>Updates</translation>
    </message>
    <message>
        <source>U&amp;pdates:</source>
        <translation>&amp;Updates:</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Nach Updates suchen</translation>
    </message>
    <message>
        <source>As Pitboss starts, at most once a day, ask Pitboss&apos;s release feed whether there is a newer version</source>
        <translation>Beim Start von Pitboss, höchstens einmal am Tag, den Release-Feed von Pitboss fragen, ob es eine neuere Version gibt</translation>
    </message>
    <message>
        <source>Check for updates when Pitboss starts</source>
        <translation>Beim Start von Pitboss nach Updates suchen</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Jetzt prüfen</translation>
    </message>
    <message>
        <source>Asks the release feed now whether there is a newer, genuine Pitboss</source>
        <translation>Fragt den Release-Feed jetzt, ob es ein neueres, echtes Pitboss gibt</translation>
    </message>
    <message>
        <source>Chec&amp;k now</source>
        <translation>Jetzt &amp;prüfen</translation>
    </message>
    <message>
        <source>Update check</source>
        <translation>Update-Prüfung</translation>
    </message>
    <message>
        <source>Numbers and dates:</source>
        <translation>Zahlen und Daten:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Card preview</source>
        <translation>Kartenvorschau</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Standard wiederherstellen</translation>
    </message>
    <message>
        <source>Puts every setting back to its default; nothing changes until you apply</source>
        <translation>Setzt alle Einstellungen auf ihren Standard zurück; nichts ändert sich, bis du übernimmst</translation>
    </message>
    <message>
        <source>&amp;Restore defaults</source>
        <translation>Standard &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Uses and saves these settings</source>
        <translation>Verwendet und speichert diese Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>Ü&amp;bernehmen</translation>
    </message>
</context>
<context>
    <name>settings_words</name>
    <message>
        <source>Follow the system</source>
        <translation>Dem System folgen</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Grüner Filz</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>green felt</source>
        <translation>grüner Filz</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>dunkel</translation>
    </message>
    <message>
        <source>high contrast</source>
        <translation>hoher Kontrast</translation>
    </message>
    <message>
        <source>No sound device was found: sounds stay silent until one is connected (the turn alert still flashes the window).</source>
        <translation>Kein Audiogerät gefunden: die Töne bleiben stumm, bis eines angeschlossen ist (der Zughinweis lässt das Fenster trotzdem blinken).</translation>
    </message>
    <message>
        <source>Off (changes show at once)</source>
        <translation>Aus (Änderungen sofort zeigen)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>%1 chips · %2</source>
        <comment>a sample of 12345 chips and a date</comment>
        <translation>%1 Chips · %2</translation>
    </message>
</context>
<context>
    <name>table_texts</name>
    <message>
        <source>%1 %L2</source>
        <comment>a rival and their chips</comment>
        <translation>%1 %L2</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Hand %1 von %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a match&apos;s hand, then each rival</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation>Das Turnier ist vorbei</translation>
    </message>
    <message>
        <source>Over: you win</source>
        <translation>Vorbei: du gewinnst</translation>
    </message>
    <message>
        <source>Over: %1 wins</source>
        <translation>Vorbei: %1 gewinnt</translation>
    </message>
    <message numerus="yes">
        <source>%Ln registered</source>
        <translation>
            <numerusform>%Ln angemeldet</numerusform>
            <numerusform>%Ln angemeldet</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 of %L2 players left</source>
        <translation>%L1 von %L2 Spielern übrig</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a player: what they said</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>table_view</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Connection banner</source>
        <translation>Verbindungshinweis</translation>
    </message>
    <message>
        <source>Table felt</source>
        <translation>Tischfilz</translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation>Warte auf den Host</translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation>Was jetzt zu tun ist</translation>
    </message>
    <message>
        <source>Seconds left to answer</source>
        <translation>Verbleibende Sekunden zum Antworten</translation>
    </message>
    <message>
        <source>&amp;Amount</source>
        <translation>&amp;Betrag</translation>
    </message>
    <message>
        <source>The amounts allowed</source>
        <translation>Die erlaubten Beträge</translation>
    </message>
    <message>
        <source>Mi&amp;n</source>
        <translation>Mi&amp;n</translation>
    </message>
    <message>
        <source>Bet the minimum</source>
        <translation>Das Minimum setzen</translation>
    </message>
    <message>
        <source>Ma&amp;x</source>
        <translation>Ma&amp;x</translation>
    </message>
    <message>
        <source>Bet the maximum</source>
        <translation>Das Maximum setzen</translation>
    </message>
    <message>
        <source>&amp;Bet</source>
        <translation>&amp;Setzen</translation>
    </message>
    <message>
        <source>Place the bet</source>
        <translation>Den Einsatz platzieren</translation>
    </message>
    <message>
        <source>&amp;Hit</source>
        <translation>Zie&amp;hen</translation>
    </message>
    <message>
        <source>Hit: take a card (H)</source>
        <translation>Ziehen: eine Karte nehmen (H)</translation>
    </message>
    <message>
        <source>&amp;Stand</source>
        <translation>&amp;Stehen</translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <translation>Stehen bleiben (S)</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>Ver&amp;doppeln</translation>
    </message>
    <message>
        <source>Double down (D)</source>
        <translation>Verdoppeln (D)</translation>
    </message>
    <message>
        <source>S&amp;plit</source>
        <translation>S&amp;plitten</translation>
    </message>
    <message>
        <source>Split (P)</source>
        <translation>Splitten (P)</translation>
    </message>
    <message>
        <source>Su&amp;rrender</source>
        <translation>Auf&amp;geben</translation>
    </message>
    <message>
        <source>Surrender (R)</source>
        <translation>Aufgeben (R)</translation>
    </message>
    <message>
        <source>&amp;Insurance</source>
        <translation>Vers&amp;icherung</translation>
    </message>
    <message>
        <source>Take insurance (I)</source>
        <translation>Versicherung nehmen (I)</translation>
    </message>
    <message>
        <source>&amp;Even money</source>
        <translation>&amp;Even Money</translation>
    </message>
    <message>
        <source>Take even money</source>
        <translation>Even Money nehmen</translation>
    </message>
    <message>
        <source>&amp;No insurance</source>
        <translation>&amp;Nicht versichern</translation>
    </message>
    <message>
        <source>Decline insurance</source>
        <translation>Versicherung ablehnen</translation>
    </message>
    <message>
        <source>&amp;Raise</source>
        <translation>E&amp;rhöhen</translation>
    </message>
    <message>
        <source>Raise (R)</source>
        <translation>Erhöhen (R)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Checken</translation>
    </message>
    <message>
        <source>Check (C)</source>
        <translation>Checken (C)</translation>
    </message>
    <message>
        <source>&amp;Fold</source>
        <translation>&amp;Aussteigen</translation>
    </message>
    <message>
        <source>Fold (F)</source>
        <translation>Aussteigen (F)</translation>
    </message>
    <message>
        <source>Sit &amp;out</source>
        <translation>Aus&amp;setzen</translation>
    </message>
    <message>
        <source>Sit this hand out</source>
        <translation>Diese Hand aussetzen</translation>
    </message>
    <message>
        <source>Stay &amp;in</source>
        <translation>&amp;Mitspielen</translation>
    </message>
    <message>
        <source>Stay in the hand</source>
        <translation>In der Hand bleiben</translation>
    </message>
    <message>
        <source>Show card &amp;1</source>
        <translation>Karte &amp;1 zeigen</translation>
    </message>
    <message>
        <source>Show your first card</source>
        <translation>Deine erste Karte zeigen</translation>
    </message>
    <message>
        <source>Show card &amp;2</source>
        <translation>Karte &amp;2 zeigen</translation>
    </message>
    <message>
        <source>Show your second card</source>
        <translation>Deine zweite Karte zeigen</translation>
    </message>
    <message>
        <source>&amp;Play the hand</source>
        <translation>Hand s&amp;pielen</translation>
    </message>
    <message>
        <source>Dealer: play the hand</source>
        <translation>Geber: die Hand spielen</translation>
    </message>
    <message>
        <source>&amp;Fold the hand</source>
        <translation>&amp;Aussteigen</translation>
    </message>
    <message>
        <source>Dealer: fold</source>
        <translation>Geber: aussteigen</translation>
    </message>
    <message>
        <source>Dealer: hit the soft hand</source>
        <translation>Geber: auf die weiche Hand ziehen</translation>
    </message>
    <message>
        <source>Dealer: stand</source>
        <translation>Geber: stehen bleiben</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Level and bets</source>
        <translation>Level und Einsätze</translation>
    </message>
    <message>
        <source>--:--</source>
        <translation>--:--</translation>
    </message>
    <message>
        <source>Time left in the level</source>
        <translation>Restzeit im Level</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Hand log</source>
        <translation>Handverlauf</translation>
    </message>
    <message>
        <source>Table chat</source>
        <translation>Tisch-Chat</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Sag etwas zum Tisch</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chatnachricht</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Send the chat message</source>
        <translation>Die Chatnachricht senden</translation>
    </message>
    <message>
        <source>&amp;Advice</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show advice for this decision</source>
        <translation>Tipp für diese Entscheidung zeigen</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Strategy &amp;chart</source>
        <translation>Strategietabe&amp;lle</translation>
    </message>
    <message>
        <source>Show the basic-strategy chart</source>
        <translation>Die Basic-Strategy-Tabelle zeigen</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>Leave the table and go back to the lobby</source>
        <translation>Den Tisch verlassen und zur Lobby zurückkehren</translation>
    </message>
</context>
<context>
    <name>table_words</name>
    <message>
        <source>bet the minimum</source>
        <translation>das Minimum setzen</translation>
    </message>
    <message>
        <source>bet the maximum</source>
        <translation>das Maximum setzen</translation>
    </message>
</context>
<context>
    <name>tv_words</name>
    <message>
        <source>The final</source>
        <translation>Das Finale</translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation>Warte auf den Host</translation>
    </message>
    <message numerus="yes">
        <source>The final is still to come: %n player(s) in matches; the %1 chip leaders</source>
        <translation>
            <numerusform>Das Finale steht noch aus: %n Spieler in Matches; die %1 Chipleader</numerusform>
            <numerusform>Das Finale steht noch aus: %n Spieler in Matches; die %1 Chipleader</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The final is still to come: %n player(s) at %2 tables; the %1 chip leaders</source>
        <translation>
            <numerusform>Das Finale steht noch aus: %n Spieler an %2 Tischen; die %1 Chipleader</numerusform>
            <numerusform>Das Finale steht noch aus: %n Spieler an %2 Tischen; die %1 Chipleader</numerusform>
        </translation>
    </message>
    <message>
        <source>Chances of winning from the 10-hand match model</source>
        <translation>Siegchancen nach dem Modell für das 10-Hände-Match</translation>
    </message>
    <message>
        <source>Chances of winning from the Series 7 heads-up model</source>
        <translation>Siegchancen nach dem Heads-up-Modell für Series 7</translation>
    </message>
    <message>
        <source>Chances of winning from the BJX heads-up model</source>
        <translation>Siegchancen nach dem Heads-up-Modell für BJX</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): no model weighs the chances of more than two, so chips and places only</source>
        <translation>
            <numerusform>%n Spieler: kein Modell gewichtet die Chancen von mehr als zweien, daher nur Chips und Plätze</numerusform>
            <numerusform>%n Spieler: kein Modell gewichtet die Chancen von mehr als zweien, daher nur Chips und Plätze</numerusform>
        </translation>
    </message>
    <message>
        <source>These stacks are beyond the model&apos;s reach: chips and places only</source>
        <translation>Diese Chipstände liegen außerhalb der Reichweite des Modells: nur Chips und Plätze</translation>
    </message>
    <message>
        <source>10-hand final</source>
        <translation>Finale über 10 Hände</translation>
    </message>
    <message>
        <source>Heads-up</source>
        <translation>Heads-up</translation>
    </message>
    <message>
        <source>Final table</source>
        <translation>Finaltisch</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>%1 wins by %L2</source>
        <translation>%1 gewinnt mit %L2 Vorsprung</translation>
    </message>
    <message>
        <source>Tournament over</source>
        <translation>Turnier beendet</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a place in a list</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>deals %1</source>
        <translation>als Geber %1</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <comment>a player&apos;s cards against the house&apos;s</comment>
        <translation>%1 gg. %2</translation>
    </message>
</context>
<context>
    <name>update_words</name>
    <message>
        <source>This build of Pitboss holds no release key, so it cannot check for updates.</source>
        <translation>Diese Pitboss-Version enthält keinen Release-Schlüssel und kann daher nicht nach Updates suchen.</translation>
    </message>
    <message>
        <source>This build of Pitboss cannot open secure (https) addresses, so it cannot read the update feed at %1. Look for a new version at %2.</source>
        <translation>Diese Pitboss-Version kann keine sicheren (https-)Adressen öffnen und daher den Update-Feed unter %1 nicht lesen. Suche unter %2 nach einer neuen Version.</translation>
    </message>
    <message>
        <source>Pitboss %1 is the newest version.</source>
        <translation>Pitboss %1 ist die neueste Version.</translation>
    </message>
    <message>
        <source>Pitboss %1 is available (you have %2), and its download matches the signed release. Get it from %3 and install it as you installed this one.</source>
        <translation>Pitboss %1 ist verfügbar (du hast %2), und der Download stimmt mit dem signierten Release überein. Lade es unter %3 herunter und installiere es so, wie du diese Version installiert hast.</translation>
    </message>
    <message>
        <source>Pitboss %1 was refused: the file the feed sent is not the one its release signed (it may have been tampered with). Nothing was kept.</source>
        <translation>Pitboss %1 wurde abgelehnt: die Datei vom Feed ist nicht die, die sein Release signiert hat (sie wurde womöglich manipuliert). Nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>The update feed was refused: its signatures have expired (an old copy of the feed may be being replayed). Nothing was downloaded.</source>
        <translation>Der Update-Feed wurde abgelehnt: seine Signaturen sind abgelaufen (womöglich wird eine alte Kopie des Feeds erneut ausgeliefert). Nichts wurde heruntergeladen.</translation>
    </message>
    <message>
        <source>The update feed was refused: it is older than one this computer has already seen. Nothing was downloaded.</source>
        <translation>Der Update-Feed wurde abgelehnt: er ist älter als einer, den dieser Computer schon gesehen hat. Nichts wurde heruntergeladen.</translation>
    </message>
    <message>
        <source>The update feed was refused: it is not signed by Pitboss&apos;s release keys (it may have been tampered with). Nothing was downloaded.</source>
        <translation>Der Update-Feed wurde abgelehnt: er ist nicht mit den Release-Schlüsseln von Pitboss signiert (er wurde womöglich manipuliert). Nichts wurde heruntergeladen.</translation>
    </message>
    <message>
        <source>The update feed was refused: its signed files do not agree (%1). Nothing was downloaded.</source>
        <translation>Der Update-Feed wurde abgelehnt: seine signierten Dateien stimmen nicht überein (%1). Nichts wurde heruntergeladen.</translation>
    </message>
    <message>
        <source>The update feed at %1 answered with HTTP error %2. Try again later.</source>
        <translation>Der Update-Feed unter %1 antwortete mit HTTP-Fehler %2. Versuche es später erneut.</translation>
    </message>
    <message>
        <source>The update feed at %1 could not be reached. Check the connection, or try again later.</source>
        <translation>Der Update-Feed unter %1 war nicht erreichbar. Prüfe die Verbindung oder versuche es später erneut.</translation>
    </message>
    <message>
        <source>The update check could not keep its files (%1).</source>
        <translation>Die Update-Prüfung konnte ihre Dateien nicht speichern (%1).</translation>
    </message>
    <message>
        <source>The update check failed (%1). Look for a new version at %2.</source>
        <translation>Die Update-Prüfung ist fehlgeschlagen (%1). Suche unter %2 nach einer neuen Version.</translation>
    </message>
</context>
<context>
    <name>variant_words</name>
    <message>
        <source>10-hand</source>
        <translation>10 Hände</translation>
    </message>
    <message>
        <source>BlackJack eXtreme</source>
        <translation>BlackJack eXtreme</translation>
    </message>
    <message>
        <source>Series 7</source>
        <translation>Series 7</translation>
    </message>
</context>
<context>
    <name>web_clock</name>
    <message>
        <source>Pitboss clock</source>
        <translation>Pitboss-Uhr</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>neu verbinden…</translation>
    </message>
    <message>
        <source>%1 · clock</source>
        <translation>%1 · Uhr</translation>
    </message>
    <message>
        <source>%1 of %2 players left</source>
        <translation>%1 von %2 Spielern übrig</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>Tournament over</source>
        <translation>Turnier beendet</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Waiting for the start</source>
        <translation>Warte auf den Start</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>PAUSIERT</translation>
    </message>
</context>
<context>
    <name>web_director</name>
    <message>
        <source>Pitboss director</source>
        <translation>Pitboss – Turnierleitung</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Turnierleitung</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Abmelden</translation>
    </message>
    <message>
        <source>Director&apos;s code</source>
        <translation>Turnierleiter-Code</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Next tournament</source>
        <translation>Nächstes Turnier</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Take a minute</source>
        <translation>Eine Minute abziehen</translation>
    </message>
    <message>
        <source>−1 min</source>
        <translation>−1 Min.</translation>
    </message>
    <message>
        <source>Add a minute</source>
        <translation>Eine Minute hinzufügen</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 Min.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Go to level</source>
        <translation>Zu Level</translation>
    </message>
    <message>
        <source>Late entries</source>
        <translation>Nachmeldungen</translation>
    </message>
    <message>
        <source>Move a player</source>
        <translation>Spieler umsetzen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>To table</source>
        <translation>An Tisch</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Umsetzen</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>Table of the hand to void</source>
        <translation>Tisch, dessen Hand annulliert wird</translation>
    </message>
    <message>
        <source>Void the hand</source>
        <translation>Hand annullieren</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>Sudden Death</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Level %L1 · %L2 minimum</source>
        <translation>Level %L1 · ab %L2</translation>
    </message>
    <message>
        <source>Level %L1 · %L2 to %L3</source>
        <translation>Level %L1 · %L2 bis %L3</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>The night&apos;s log</source>
        <translation>Protokoll des Abends</translation>
    </message>
    <message>
        <source>Type the director&apos;s code.</source>
        <translation>Gib den Turnierleiter-Code ein.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <source>Reconnecting… (%1)</source>
        <translation>Neu verbinden… (%1)</translation>
    </message>
    <message>
        <source>Admit</source>
        <translation>Zulassen</translation>
    </message>
    <message>
        <source>Admit %1</source>
        <translation>%1 zulassen</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Refuse %1</source>
        <translation>%1 ablehnen</translation>
    </message>
    <message>
        <source>No table yet.</source>
        <translation>Noch kein Tisch.</translation>
    </message>
    <message>
        <source>Next break in %1</source>
        <translation>Nächste Pause in %1</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>PAUSIERT</translation>
    </message>
    <message>
        <source>the host is not connected</source>
        <translation>der Host ist nicht verbunden</translation>
    </message>
    <message>
        <source>⚠ Not sent: %1</source>
        <translation>⚠ Nicht gesendet: %1</translation>
    </message>
</context>
<context>
    <name>web_night</name>
    <message>
        <source>Pitboss: tonight</source>
        <translation>Pitboss: heute Abend</translation>
    </message>
    <message>
        <source>Tonight&apos;s tournament</source>
        <translation>Das Turnier heute Abend</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Who are you?</source>
        <translation>Wer bist du?</translation>
    </message>
    <message>
        <source>Not on the list: a new player&apos;s name</source>
        <translation>Nicht auf der Liste: der Name eines neuen Spielers</translation>
    </message>
    <message>
        <source>Take a seat</source>
        <translation>Platz nehmen</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Play this seat from here</source>
        <translation>Diesen Platz von hier spielen</translation>
    </message>
    <message>
        <source>Only watch (play elsewhere)</source>
        <translation>Nur zuschauen (anderswo spielen)</translation>
    </message>
    <message>
        <source>Not you?</source>
        <translation>Nicht du?</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Stehen</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Verdoppeln</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Splitten</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Versicherung</translation>
    </message>
    <message>
        <source>Even money</source>
        <translation>Even Money</translation>
    </message>
    <message>
        <source>No insurance</source>
        <translation>Nicht versichern</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <source>Sit out</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <source>Stay in</source>
        <translation>Mitspielen</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Fold the hand</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <source>Play the hand</source>
        <translation>Hand spielen</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <source>Raise, check or fold?</source>
        <translation>Erhöhen, checken oder aussteigen?</translation>
    </message>
    <message>
        <source>Which card do you show?</source>
        <translation>Welche Karte zeigst du?</translation>
    </message>
    <message>
        <source>Fold or play the hand?</source>
        <translation>Aussteigen oder die Hand spielen?</translation>
    </message>
    <message>
        <source>Insurance?</source>
        <translation>Versicherung?</translation>
    </message>
    <message>
        <source>Sit out or stay in?</source>
        <translation>Aussetzen oder mitspielen?</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Dismiss: %1</source>
        <translation>Schließen: %1</translation>
    </message>
    <message>
        <source>Playing from this phone</source>
        <translation>Du spielst auf diesem Handy</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <source>Reconnecting… (%1)</source>
        <translation>Neu verbinden… (%1)</translation>
    </message>
    <message>
        <source>The night&apos;s next tournament is open: pick your name to join it</source>
        <translation>Das nächste Turnier des Abends ist offen: wähle deinen Namen, um mitzuspielen</translation>
    </message>
    <message>
        <source>Not seated</source>
        <translation>Ohne Platz</translation>
    </message>
    <message>
        <source>Waiting for the draw</source>
        <translation>Warten auf die Platzauslosung</translation>
    </message>
    <message>
        <source>Table %1, seat %2</source>
        <translation>Tisch %1, Platz %2</translation>
    </message>
    <message>
        <source>Out, %1</source>
        <translation>Ausgeschieden, %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a place in the field</comment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>%1 (deals)</source>
        <translation>%1 (gibt)</translation>
    </message>
    <message>
        <source>%1: %2 to %3</source>
        <translation>%1: %2 bis %3</translation>
    </message>
    <message>
        <source>%1: a whole amount from %2 to %3 in steps of %4</source>
        <translation>%1: ein ganzer Betrag von %2 bis %3 in Schritten von %4</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Not sent (%1): try again when connected</source>
        <translation>Nicht gesendet (%1): versuche es erneut, sobald die Verbindung steht</translation>
    </message>
    <message>
        <source>You are away: the rules bet and play for you. Bet to come back.</source>
        <translation>Du bist abwesend: die Regeln setzen und spielen für dich. Setze, um zurückzukommen.</translation>
    </message>
    <message>
        <source>Your bet</source>
        <translation>Dein Einsatz</translation>
    </message>
    <message>
        <source>Bet %L1 (minimum)</source>
        <translation>%L1 setzen (Minimum)</translation>
    </message>
    <message>
        <source>Bet %L1 (maximum)</source>
        <translation>%L1 setzen (Maximum)</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a hand and its total</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Show card %1</source>
        <translation>Karte %1 zeigen</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>%1 zeigen</translation>
    </message>
    <message>
        <source>10-hand knockout</source>
        <translation>K.-o. über 10 Hände</translation>
    </message>
    <message>
        <source>minimum %1</source>
        <translation>Minimum %1</translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation>Level %1 · %2</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1 (pausiert)</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>noch %1</translation>
    </message>
    <message>
        <source>Next break in %1</source>
        <translation>Nächste Pause in %1</translation>
    </message>
    <message>
        <source>%1 s left, standing still</source>
        <translation>noch %1 s, steht still</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>noch %1 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Dein Tisch</translation>
    </message>
</context>
<context>
    <name>web_season</name>
    <message>
        <source>Pitboss season standings</source>
        <translation>Pitboss-Saisontabelle</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bester Rang</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Ø Rang</translation>
    </message>
    <message>
        <source>Won dealing</source>
        <translation>Als Geber gewonnen</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>neu verbinden…</translation>
    </message>
    <message numerus="yes">
        <source>after %n tournament(s) · %1</source>
        <translation>
            <numerusform>nach %n Turnier · %1</numerusform>
            <numerusform>nach %n Turnieren · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No tournament of the season has been played yet</source>
        <translation>Noch wurde kein Turnier der Saison gespielt</translation>
    </message>
    <message>
        <source>There is no season tonight.</source>
        <translation>Heute Abend gibt es keine Saison.</translation>
    </message>
    <message>
        <source>Tonight&apos;s tournaments count in no season.</source>
        <translation>Die Turniere von heute Abend zählen für keine Saison.</translation>
    </message>
    <message>
        <source>The host does not answer yet.</source>
        <translation>Der Host antwortet noch nicht.</translation>
    </message>
</context>
<context>
    <name>web_session</name>
    <message>
        <source>Cannot reach the host at %1: %2</source>
        <translation>Der Host unter %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>The connection to the host was lost</source>
        <translation>Die Verbindung zum Host ist abgebrochen</translation>
    </message>
    <message>
        <source>The host did not answer in time</source>
        <translation>Der Host hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <source>The host refused the connection</source>
        <translation>Der Host hat die Verbindung abgelehnt</translation>
    </message>
    <message>
        <source>The host stopped answering</source>
        <translation>Der Host antwortet nicht mehr</translation>
    </message>
</context>
<context>
    <name>web_table</name>
    <message>
        <source>win</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>push</source>
        <translation>Push</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>überkauft</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <source>dealer natural</source>
        <translation>Dealer-Blackjack</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>ausgestiegen</translation>
    </message>
    <message>
        <source>dealer fold</source>
        <translation>Dealer steigt aus</translation>
    </message>
    <message>
        <source>forfeit</source>
        <translation>verfallen</translation>
    </message>
    <message>
        <source>even money</source>
        <translation>Even Money</translation>
    </message>
    <message>
        <source>insurance won</source>
        <translation>Versicherung gewonnen</translation>
    </message>
    <message>
        <source>insurance lost</source>
        <translation>Versicherung verloren</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>zurückgegeben</translation>
    </message>
    <message>
        <source>sat out</source>
        <translation>ausgesetzt</translation>
    </message>
    <message>
        <source>void</source>
        <translation>annulliert</translation>
    </message>
    <message>
        <source>showing %1</source>
        <translation>offen %1</translation>
    </message>
    <message>
        <source>blackjack</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The night&apos;s next tournament is open: join it with your name</source>
        <translation>Das nächste Turnier des Abends ist eröffnet: tritt mit deinem Namen bei</translation>
    </message>
    <message>
        <source>Moved: Table %1, seat %2</source>
        <translation>Umgesetzt: Tisch %1, Platz %2</translation>
    </message>
    <message>
        <source>Late entry: %1 joins your table (seat %2)</source>
        <translation>Nachmeldung: %1 kommt an deinen Tisch (Platz %2)</translation>
    </message>
    <message>
        <source>You are out: %1 place</source>
        <translation>Du bist ausgeschieden: %1 Platz</translation>
    </message>
</context>
<context>
    <name>wording</name>
    <message>
        <source>%1, %2</source>
        <comment>a list</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>ziehen</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>stehen bleiben</translation>
    </message>
    <message>
        <source>double down</source>
        <translation>verdoppeln</translation>
    </message>
    <message>
        <source>split</source>
        <translation>splitten</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>aufgeben</translation>
    </message>
    <message>
        <source>take insurance</source>
        <translation>Versicherung nehmen</translation>
    </message>
    <message>
        <source>take even money</source>
        <translation>Even Money nehmen</translation>
    </message>
    <message>
        <source>decline insurance</source>
        <translation>Versicherung ablehnen</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>erhöhen</translation>
    </message>
    <message>
        <source>check</source>
        <translation>checken</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>aussteigen</translation>
    </message>
    <message>
        <source>sit out</source>
        <translation>aussetzen</translation>
    </message>
    <message>
        <source>stay in</source>
        <translation>dabeibleiben</translation>
    </message>
    <message>
        <source>fold the hand</source>
        <translation>aussteigen</translation>
    </message>
    <message>
        <source>play the hand</source>
        <translation>die Hand spielen</translation>
    </message>
    <message>
        <source>show a card</source>
        <translation>eine Karte zeigen</translation>
    </message>
    <message>
        <source>%1 hit</source>
        <comment>%1 is you</comment>
        <translation>%1 ziehst</translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation>%1 zieht</translation>
    </message>
    <message>
        <source>%1 stand</source>
        <comment>%1 is you</comment>
        <translation>%1 bleibst stehen</translation>
    </message>
    <message>
        <source>%1 stands</source>
        <translation>%1 bleibt stehen</translation>
    </message>
    <message>
        <source>%1 double down</source>
        <comment>%1 is you</comment>
        <translation>%1 verdoppelst</translation>
    </message>
    <message>
        <source>%1 doubles down</source>
        <translation>%1 verdoppelt</translation>
    </message>
    <message>
        <source>%1 split</source>
        <comment>%1 is you</comment>
        <translation>%1 splittest</translation>
    </message>
    <message>
        <source>%1 splits</source>
        <translation>%1 splittet</translation>
    </message>
    <message>
        <source>%1 surrender</source>
        <comment>%1 is you</comment>
        <translation>%1 gibst auf</translation>
    </message>
    <message>
        <source>%1 surrenders</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <source>%1 take insurance</source>
        <comment>%1 is you</comment>
        <translation>%1 nimmst die Versicherung</translation>
    </message>
    <message>
        <source>%1 takes insurance</source>
        <translation>%1 nimmt die Versicherung</translation>
    </message>
    <message>
        <source>%1 take even money</source>
        <comment>%1 is you</comment>
        <translation>%1 nimmst Even Money</translation>
    </message>
    <message>
        <source>%1 takes even money</source>
        <translation>%1 nimmt Even Money</translation>
    </message>
    <message>
        <source>%1 decline insurance</source>
        <comment>%1 is you</comment>
        <translation>%1 lehnst die Versicherung ab</translation>
    </message>
    <message>
        <source>%1 declines insurance</source>
        <translation>%1 lehnt die Versicherung ab</translation>
    </message>
    <message>
        <source>%1 raise</source>
        <comment>%1 is you</comment>
        <translation>%1 erhöhst</translation>
    </message>
    <message>
        <source>%1 raises</source>
        <translation>%1 erhöht</translation>
    </message>
    <message>
        <source>%1 check</source>
        <comment>%1 is you</comment>
        <translation>%1 checkst</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1 checkt</translation>
    </message>
    <message>
        <source>%1 fold</source>
        <comment>%1 is you</comment>
        <translation>%1 steigst aus</translation>
    </message>
    <message>
        <source>%1 folds</source>
        <translation>%1 steigt aus</translation>
    </message>
    <message>
        <source>%1 sit out</source>
        <comment>%1 is you</comment>
        <translation>%1 setzt aus</translation>
    </message>
    <message>
        <source>%1 sits out</source>
        <translation>%1 setzt aus</translation>
    </message>
    <message>
        <source>%1 stay in</source>
        <comment>%1 is you</comment>
        <translation>%1 bleibst dabei</translation>
    </message>
    <message>
        <source>%1 stays in</source>
        <translation>%1 bleibt dabei</translation>
    </message>
    <message>
        <source>%1 fold the hand</source>
        <comment>%1 is you</comment>
        <translation>%1 steigst als Geber aus</translation>
    </message>
    <message>
        <source>%1 folds the hand</source>
        <translation>%1 steigt als Geber aus</translation>
    </message>
    <message>
        <source>%1 play the hand</source>
        <comment>%1 is you</comment>
        <translation>%1 spielst die Hand</translation>
    </message>
    <message>
        <source>%1 plays the hand</source>
        <translation>%1 spielt die Hand</translation>
    </message>
    <message>
        <source>%1 show a card</source>
        <comment>%1 is you</comment>
        <translation>%1 zeigst eine Karte</translation>
    </message>
    <message>
        <source>%1 shows a card</source>
        <translation>%1 zeigt eine Karte</translation>
    </message>
    <message>
        <source>%1 bet %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 setzt %L2</translation>
    </message>
    <message>
        <source>%1 bets %L2</source>
        <translation>%1 setzt %L2</translation>
    </message>
    <message>
        <source>%1 post a blind of %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 setzt einen Blind von %L2</translation>
    </message>
    <message>
        <source>%1 posts a blind of %L2</source>
        <translation>%1 setzt einen Blind von %L2</translation>
    </message>
    <message>
        <source>%1 raise by %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 erhöhst um %L2</translation>
    </message>
    <message>
        <source>%1 raises by %L2</source>
        <translation>%1 erhöht um %L2</translation>
    </message>
    <message>
        <source>%1 double for %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 verdoppelst mit %L2</translation>
    </message>
    <message>
        <source>%1 doubles for %L2</source>
        <translation>%1 verdoppelt mit %L2</translation>
    </message>
    <message>
        <source>%1 put on the split hand %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 setzt %L2 auf die gesplittete Hand</translation>
    </message>
    <message>
        <source>%1 puts on the split hand %L2</source>
        <translation>%1 setzt %L2 auf die gesplittete Hand</translation>
    </message>
    <message>
        <source>%1 insure for %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 versicherst dich mit %L2</translation>
    </message>
    <message>
        <source>%1 insures for %L2</source>
        <translation>%1 versichert sich mit %L2</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>%1 are dealt %2</source>
        <comment>%1 is you</comment>
        <translation>%1 bekommst %2</translation>
    </message>
    <message>
        <source>%1 are dealt %2 face down</source>
        <comment>%1 is you</comment>
        <translation>%1 bekommst %2 verdeckt</translation>
    </message>
    <message>
        <source>%1 is dealt %2</source>
        <translation>%1 bekommt %2</translation>
    </message>
    <message>
        <source>%1 is dealt %2 face down</source>
        <translation>%1 bekommt %2 verdeckt</translation>
    </message>
    <message>
        <source>%1 turn up %2</source>
        <comment>%1 is you</comment>
        <translation>%1 deckst %2 auf</translation>
    </message>
    <message>
        <source>%1 turns up %2</source>
        <translation>%1 deckt %2 auf</translation>
    </message>
    <message>
        <source>%1 show %2</source>
        <comment>%1 is you: a card turned up</comment>
        <translation>%1 zeigst %2</translation>
    </message>
    <message>
        <source>%1 shows %2</source>
        <comment>a card turned up</comment>
        <translation>%1 zeigt %2</translation>
    </message>
    <message>
        <source>Your hand %1 splits into hands %2 and %3</source>
        <translation>Deine Hand %1 wird in die Hände %2 und %3 gesplittet</translation>
    </message>
    <message>
        <source>Your hand splits into hands %1 and %2</source>
        <translation>Deine Hand wird in die Hände %1 und %2 gesplittet</translation>
    </message>
    <message>
        <source>%1&apos;s hand %2 splits into hands %3 and %4</source>
        <translation>Die Hand %2 von %1 wird in die Hände %3 und %4 gesplittet</translation>
    </message>
    <message>
        <source>%1&apos;s hand splits into hands %2 and %3</source>
        <translation>Die Hand von %1 wird in die Hände %2 und %3 gesplittet</translation>
    </message>
    <message>
        <source>%1 split aces and keep %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 splittest die Asse und behältst %L2</translation>
    </message>
    <message>
        <source>%1 splits aces and keeps %L2</source>
        <translation>%1 splittet die Asse und behält %L2</translation>
    </message>
    <message>
        <source>Hand over: %1</source>
        <translation>Hand beendet: %1</translation>
    </message>
    <message>
        <source>Hand voided: every bet goes back</source>
        <translation>Hand annulliert: alle Einsätze gehen zurück</translation>
    </message>
    <message>
        <source>%1 pass the deal</source>
        <comment>%1 is you</comment>
        <translation>%1 gibst den Geberplatz weiter</translation>
    </message>
    <message>
        <source>%1 passes the deal</source>
        <translation>%1 gibt den Geberplatz weiter</translation>
    </message>
    <message>
        <source>%1 have run out of chips to cover the bets</source>
        <comment>%1 is you</comment>
        <translation>%1 hast keine Chips mehr, um die Einsätze zu decken</translation>
    </message>
    <message>
        <source>%1 has run out of chips to cover the bets</source>
        <translation>%1 hat keine Chips mehr, um die Einsätze zu decken</translation>
    </message>
    <message>
        <source>The shoe is refilled</source>
        <translation>Der Schlitten wird neu gefüllt</translation>
    </message>
    <message>
        <source>%1 are out in place %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 bist auf Platz %L2 ausgeschieden</translation>
    </message>
    <message>
        <source>Hand %1 starts: the house deals</source>
        <translation>Hand %1 beginnt: das Haus gibt</translation>
    </message>
    <message>
        <source>New hand: the house deals</source>
        <translation>Neue Hand: das Haus gibt</translation>
    </message>
    <message>
        <source>Hand %1 starts: you deal</source>
        <translation>Hand %1 beginnt: du gibst</translation>
    </message>
    <message>
        <source>New hand: you deal</source>
        <translation>Neue Hand: du gibst</translation>
    </message>
    <message>
        <source>Hand %1 starts: %2 deals</source>
        <translation>Hand %1 beginnt: %2 gibt</translation>
    </message>
    <message>
        <source>New hand: %1 deals</source>
        <translation>Neue Hand: %1 gibt</translation>
    </message>
    <message>
        <source>The host has gone; no longer trying</source>
        <translation>Der Host ist weg; keine weiteren Versuche</translation>
    </message>
    <message>
        <source>The host has gone; trying again every second</source>
        <translation>Der Host ist weg; neuer Versuch jede Sekunde</translation>
    </message>
    <message numerus="yes">
        <source>The host has gone; trying again every %Ln second(s)</source>
        <translation>
            <numerusform>Der Host ist weg; neuer Versuch jede %Ln Sekunde</numerusform>
            <numerusform>Der Host ist weg; neuer Versuch alle %Ln Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>bust with %1</source>
        <translation>überkauft mit %1</translation>
    </message>
    <message>
        <source>soft %1</source>
        <translation>weich %1</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>Summe %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last of a list of choices</comment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>won %L1</source>
        <translation>%L1 gewonnen</translation>
    </message>
    <message>
        <source>hand %1 of %2</source>
        <translation>Hand %1 von %2</translation>
    </message>
    <message>
        <source>Split aces: %1 (%2)</source>
        <translation>Gesplittete Asse: %1 (%2)</translation>
    </message>
    <message>
        <source>Your hand: %1 (%2)</source>
        <translation>Deine Hand: %1 (%2)</translation>
    </message>
    <message>
        <source>Split aces: %1</source>
        <translation>Gesplittete Asse: %1</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Deine Hand: %1</translation>
    </message>
    <message>
        <source>The dealer shows an ace: %1</source>
        <translation>Der Dealer zeigt ein Ass: %1</translation>
    </message>
    <message>
        <source>Second betting round: %1</source>
        <translation>Zweite Setzrunde: %1</translation>
    </message>
    <message>
        <source>The dealer cannot cover you: %1</source>
        <translation>Der Geber kann dich nicht decken: %1</translation>
    </message>
    <message>
        <source>You deal: which card do you show?</source>
        <translation>Du gibst: welche Karte zeigst du?</translation>
    </message>
    <message>
        <source>You deal: %1</source>
        <translation>Du gibst: %1</translation>
    </message>
    <message>
        <source>You deal (%1): %2</source>
        <translation>Du gibst (%1): %2</translation>
    </message>
    <message>
        <source>no chips changed hands</source>
        <translation>keine Chips haben den Besitzer gewechselt</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a player and the chips they won (+) or lost</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>You (hand %1)</source>
        <translation>Du (Hand %1)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>%1 (hand %2)</source>
        <translation>%1 (Hand %2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an action: the card it drew</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <comment>an action: the card it drew, the hand&apos;s total</comment>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1 show card %2</source>
        <comment>%1 is you</comment>
        <translation>%1 zeigst Karte %2</translation>
    </message>
    <message>
        <source>%1 shows card %2</source>
        <translation>%1 zeigt Karte %2</translation>
    </message>
    <message>
        <source>%1 raise to %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 erhöhst auf %L2</translation>
    </message>
    <message>
        <source>%1 raises to %L2</source>
        <translation>%1 erhöht auf %L2</translation>
    </message>
    <message>
        <source>%1 take insurance for %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 versicherst dich mit %L2</translation>
    </message>
    <message>
        <source>%1 takes insurance for %L2</source>
        <translation>%1 versichert sich mit %L2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a player: an action</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 win %L2 on insurance</source>
        <comment>%1 is you</comment>
        <translation>%1 gewinnst %L2 mit der Versicherung</translation>
    </message>
    <message>
        <source>%1 wins %L2 on insurance</source>
        <translation>%1 gewinnt %L2 mit der Versicherung</translation>
    </message>
    <message>
        <source>%1 win %L2 with a natural</source>
        <comment>%1 is you</comment>
        <translation>%1 gewinnst %L2 mit einem Blackjack</translation>
    </message>
    <message>
        <source>%1 wins %L2 with a natural</source>
        <translation>%1 gewinnt %L2 mit einem Blackjack</translation>
    </message>
    <message>
        <source>%1 win %L2 (even money)</source>
        <comment>%1 is you</comment>
        <translation>%1 gewinnst %L2 (Even Money)</translation>
    </message>
    <message>
        <source>%1 wins %L2 (even money)</source>
        <translation>%1 gewinnt %L2 (Even Money)</translation>
    </message>
    <message>
        <source>%1 win %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 gewinnst %L2</translation>
    </message>
    <message>
        <source>%1 wins %L2</source>
        <translation>%1 gewinnt %L2</translation>
    </message>
    <message>
        <source>%1: %2, %L3 back</source>
        <comment>a player: an outcome, chips returned</comment>
        <translation>%1: %2, %L3 zurück</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a player: an outcome</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 lose %L2 on insurance</source>
        <comment>%1 is you</comment>
        <translation>%1 verlierst %L2 mit der Versicherung</translation>
    </message>
    <message>
        <source>%1 loses %L2 on insurance</source>
        <translation>%1 verliert %L2 mit der Versicherung</translation>
    </message>
    <message>
        <source>%1 lose %L2 on insurance (%3)</source>
        <comment>%1 is you</comment>
        <translation>%1 verlierst %L2 mit der Versicherung (%3)</translation>
    </message>
    <message>
        <source>%1 loses %L2 on insurance (%3)</source>
        <translation>%1 verliert %L2 mit der Versicherung (%3)</translation>
    </message>
    <message>
        <source>%1 lose %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 verlierst %L2</translation>
    </message>
    <message>
        <source>%1 loses %L2</source>
        <translation>%1 verliert %L2</translation>
    </message>
    <message>
        <source>%1 lose %L2 (%3)</source>
        <comment>%1 is you</comment>
        <translation>%1 verlierst %L2 (%3)</translation>
    </message>
    <message>
        <source>%1 loses %L2 (%3)</source>
        <translation>%1 verliert %L2 (%3)</translation>
    </message>
    <message>
        <source>%1: table %2 seat %3 → table %4 seat %5</source>
        <translation>%1: Tisch %2 Platz %3 → Tisch %4 Platz %5</translation>
    </message>
    <message>
        <source>Break · %1</source>
        <translation>Pause · %1</translation>
    </message>
    <message>
        <source>Break (not started) · %1</source>
        <translation>Pause (nicht gestartet) · %1</translation>
    </message>
    <message>
        <source>Level %L1 · %2</source>
        <translation>Level %L1 · %2</translation>
    </message>
    <message>
        <source>Level %L1 (not started) · %2</source>
        <translation>Level %L1 (nicht gestartet) · %2</translation>
    </message>
    <message>
        <source>bets %L1 minimum</source>
        <translation>Einsätze ab %L1</translation>
    </message>
    <message>
        <source>bets %L1 to %L2</source>
        <translation>Einsätze %L1 bis %L2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>a list of problems</comment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>The shuffle proof of hands %L1 to %L2 FAILED: %3</source>
        <translation>Der Mischnachweis der Hände %L1 bis %L2 ist FEHLGESCHLAGEN: %3</translation>
    </message>
    <message>
        <source>Hand %L1&apos;s shuffle proof FAILED: %2</source>
        <translation>Der Mischnachweis von Hand %L1 ist FEHLGESCHLAGEN: %2</translation>
    </message>
    <message>
        <source>%1 and %2 are level on %L3</source>
        <translation>%1 und %2 liegen gleichauf bei %L3</translation>
    </message>
    <message>
        <source>%1 wins by %L2</source>
        <translation>%1 gewinnt mit %L2 Vorsprung</translation>
    </message>
    <message numerus="yes">
        <source>%1 has played every hand on %L2: %3 must keep more than %L2 with %n hand(s) left</source>
        <translation>
            <numerusform>%1 hat alle Hände gespielt und steht bei %L2: %3 muss bei noch %n Hand mehr als %L2 halten</numerusform>
            <numerusform>%1 hat alle Hände gespielt und steht bei %L2: %3 muss bei noch %n Händen mehr als %L2 halten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has finished on %L2: %3 must win a bet of %L4 to pass, %n hand(s) left</source>
        <translation>
            <numerusform>%1 ist mit %L2 fertig: %3 muss einen Einsatz von %L4 gewinnen, um vorbeizuziehen, noch %n Hand</numerusform>
            <numerusform>%1 ist mit %L2 fertig: %3 muss einen Einsatz von %L4 gewinnen, um vorbeizuziehen, noch %n Hände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has finished on %L2: %3 must double a bet of %L4 and win it to pass, %n hand(s) left</source>
        <translation>
            <numerusform>%1 ist mit %L2 fertig: %3 muss einen Einsatz von %L4 verdoppeln und gewinnen, um vorbeizuziehen, noch %n Hand</numerusform>
            <numerusform>%1 ist mit %L2 fertig: %3 muss einen Einsatz von %L4 verdoppeln und gewinnen, um vorbeizuziehen, noch %n Hände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has finished on %L2: %3 cannot pass in one hand, %n hand(s) left</source>
        <translation>
            <numerusform>%1 ist mit %L2 fertig: %3 kann nicht in einer Hand vorbeiziehen, noch %n Hand</numerusform>
            <numerusform>%1 ist mit %L2 fertig: %3 kann nicht in einer Hand vorbeiziehen, noch %n Hände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leads by %L2 with %n hand(s) left: %3 must win a bet of %L4 to pass</source>
        <translation>
            <numerusform>%1 führt mit %L2 bei noch %n Hand: %3 muss einen Einsatz von %L4 gewinnen, um vorbeizuziehen</numerusform>
            <numerusform>%1 führt mit %L2 bei noch %n Händen: %3 muss einen Einsatz von %L4 gewinnen, um vorbeizuziehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leads by %L2 with %n hand(s) left: %3 must double a bet of %L4 and win it to pass</source>
        <translation>
            <numerusform>%1 führt mit %L2 bei noch %n Hand: %3 muss einen Einsatz von %L4 verdoppeln und gewinnen, um vorbeizuziehen</numerusform>
            <numerusform>%1 führt mit %L2 bei noch %n Händen: %3 muss einen Einsatz von %L4 verdoppeln und gewinnen, um vorbeizuziehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leads by %L2 with %n hand(s) left: %3 cannot pass in one hand</source>
        <translation>
            <numerusform>%1 führt mit %L2 bei noch %n Hand: %3 kann nicht in einer Hand vorbeiziehen</numerusform>
            <numerusform>%1 führt mit %L2 bei noch %n Händen: %3 kann nicht in einer Hand vorbeiziehen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leads by %L2: %3 must win a bet of %L4 to pass</source>
        <translation>%1 führt mit %L2: %3 muss einen Einsatz von %L4 gewinnen, um vorbeizuziehen</translation>
    </message>
    <message>
        <source>%1 leads by %L2</source>
        <translation>%1 führt mit %L2</translation>
    </message>
    <message numerus="yes">
        <source>%1 leads by %L2: %3 must win %n bet(s) of %L4 to pass</source>
        <translation>
            <numerusform>%1 führt mit %L2: %3 muss %n Einsatz von %L4 gewinnen, um vorbeizuziehen</numerusform>
            <numerusform>%1 führt mit %L2: %3 muss %n Einsätze von %L4 gewinnen, um vorbeizuziehen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds every chip</source>
        <translation>%1 hält alle Chips</translation>
    </message>
    <message>
        <source>%1 and %2 share the lead on %L3</source>
        <translation>%1 und %2 teilen sich die Führung mit %L3</translation>
    </message>
    <message>
        <source>%1 leads %2 by %L3</source>
        <translation>%1 liegt %L3 vor %2</translation>
    </message>
    <message>
        <source>&lt;1%</source>
        <translation>&lt;1 %</translation>
    </message>
    <message>
        <source>&gt;99%</source>
        <translation>&gt;99 %</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
</context>
</TS>
