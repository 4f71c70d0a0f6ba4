<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ChartDialog</name>
    <message>
        <source>Worked out for %1.</source>
        <translation>Calculada para %1.</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Exportar la tabla</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Guardada en %1.</translation>
    </message>
</context>
<context>
    <name>ChartGrid</name>
    <message>
        <source>Basic-strategy chart</source>
        <translation>Tabla de estrategia básica</translation>
    </message>
    <message>
        <source>Working out the chart…</source>
        <translation>Calculando la tabla…</translation>
    </message>
    <message>
        <source>you</source>
        <comment>the player&apos;s hand, over the chart&apos;s rows</comment>
        <translation>tú</translation>
    </message>
</context>
<context>
    <name>DirectorView</name>
    <message>
        <source>Spectators&apos; chat &amp;unmuted</source>
        <translation>&amp;Chat de espectadores activado</translation>
    </message>
    <message>
        <source>Let spectators chat</source>
        <translation>Permitir el chat a los espectadores</translation>
    </message>
    <message>
        <source>Spectators may not chat unless this is ticked; players always may</source>
        <translation>Los espectadores no pueden chatear si no está marcado; los jugadores, siempre</translation>
    </message>
    <message>
        <source>Players join at %1</source>
        <translation>Los jugadores se unen en %1</translation>
    </message>
    <message>
        <source>Directing the host at %1</source>
        <translation>Dirigiendo el anfitrión en %1</translation>
    </message>
    <message>
        <source>Stop &amp;hosting</source>
        <translation>Dejar de &amp;organizar</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Stop hosting the night</source>
        <translation>Dejar de organizar la noche</translation>
    </message>
    <message>
        <source>Leave the console; the night goes on</source>
        <translation>Salir de la consola; la noche sigue</translation>
    </message>
    <message>
        <source>Phones: %1
Clock: %1clock
Remote: %1director</source>
        <translation>Móviles: %1
Reloj: %1clock
Remoto: %1director</translation>
    </message>
    <message>
        <source>Pending: %1</source>
        <translation>Pendiente: %1</translation>
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
        <translation>%1 (mesa %2)</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <source>%1  (deals)</source>
        <translation>%1  (reparte)</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>No clock (10-hand)</source>
        <translation>Sin reloj (10 manos)</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Sin empezar</translation>
    </message>
    <message>
        <source>%1 PAUSED</source>
        <translation>%1 EN PAUSA</translation>
    </message>
    <message>
        <source>Go to level %1 now?</source>
        <translation>¿Pasar ya al nivel %1?</translation>
    </message>
    <message>
        <source>Go to level %1</source>
        <translation>Pasar al nivel %1</translation>
    </message>
    <message>
        <source>Void the hand at table %1?</source>
        <translation>¿Anular la mano de la mesa %1?</translation>
    </message>
    <message>
        <source>Void the hand</source>
        <translation>Anular la mano</translation>
    </message>
    <message>
        <source>Every bet of that hand goes back; the same dealer deals it again.</source>
        <translation>Se devuelven todas las apuestas de esa mano; la misma banca la reparte de nuevo.</translation>
    </message>
    <message>
        <source>Declare sudden death?</source>
        <translation>¿Declarar muerte súbita?</translation>
    </message>
    <message>
        <source>Declare sudden death</source>
        <translation>Declarar muerte súbita</translation>
    </message>
    <message>
        <source>S7-22: from the next hand the two players left play on until one of them has all the chips; it cannot be taken back.</source>
        <translation>S7-22: desde la próxima mano, los dos jugadores que quedan siguen hasta que uno tenga todas las fichas; no se puede deshacer.</translation>
    </message>
</context>
<context>
    <name>DrillView</name>
    <message>
        <source>The drills cannot be kept: %1</source>
        <translation>No se pueden guardar los ejercicios: %1</translation>
    </message>
    <message>
        <source>· as a guest</source>
        <translation>· como invitado</translation>
    </message>
    <message>
        <source>Working out the next spot…</source>
        <translation>Preparando el siguiente caso…</translation>
    </message>
    <message>
        <source>No spot could be worked out: %1</source>
        <translation>No se pudo preparar ningún caso: %1</translation>
    </message>
    <message>
        <source>Spot %1 · %2</source>
        <translation>Caso %1 · %2</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Respuesta: %1</translation>
    </message>
    <message>
        <source>Answer %1</source>
        <translation>Responder %1</translation>
    </message>
    <message>
        <source>The answer could not be kept: %1</source>
        <translation>No se pudo guardar la respuesta: %1</translation>
    </message>
    <message>
        <source>%1 You: %2. %3</source>
        <translation>%1 Tú: %2. %3</translation>
    </message>
    <message>
        <source>This session: %1 of %2 right</source>
        <translation>En esta sesión: %1 de %2 bien</translation>
    </message>
    <message>
        <source>This session: no spot answered yet</source>
        <translation>En esta sesión: aún no has respondido ningún caso</translation>
    </message>
    <message>
        <source>%1; %2 of %3 on %4</source>
        <translation>%1; %2 de %3 el %4</translation>
    </message>
    <message>
        <source>No answers kept yet</source>
        <translation>Aún no hay respuestas guardadas</translation>
    </message>
</context>
<context>
    <name>FeltView</name>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <source>House dealer</source>
        <translation>Crupier de la casa</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer button&apos;s letter</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>▼ shown</source>
        <translation>▼ mostrada</translation>
    </message>
    <message>
        <source>▲ shown</source>
        <translation>▲ mostrada</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to play %1</source>
        <translation>Cómo se juega a %1</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>No tournaments have been recorded yet: there is no database at %1</source>
        <translation>Aún no se ha registrado ningún torneo: no hay base de datos en %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>No tournaments have been recorded in this database yet</source>
        <translation>Aún no hay torneos registrados en esta base de datos</translation>
    </message>
    <message>
        <source>%1 · won by %2</source>
        <translation>%1 · ganado por %2</translation>
    </message>
    <message>
        <source>Cannot read this tournament: %1</source>
        <translation>No se puede leer este torneo: %1</translation>
    </message>
    <message>
        <source>– %1 — out</source>
        <translation>– %1 — eliminado</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>Cla&amp;sificación</translation>
    </message>
    <message>
        <source>&amp;Standings after the last hand played</source>
        <translation>Cla&amp;sificación tras la última mano jugada</translation>
    </message>
    <message>
        <source>&amp;Hands (%1)</source>
        <translation>&amp;Manos (%1)</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Manos</translation>
    </message>
    <message>
        <source>Pick a hand to replay it</source>
        <translation>Elige una mano para repetirla</translation>
    </message>
    <message>
        <source>No hands to replay</source>
        <translation>No hay manos que repetir</translation>
    </message>
    <message>
        <source>Pick a tournament, then a hand to replay</source>
        <translation>Elige un torneo y luego una mano para repetirla</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Paso %1 de %2: %3</translation>
    </message>
    <message>
        <source>an event this version cannot show (%1)</source>
        <translation>un suceso que esta versión no sabe mostrar (%1)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>Export the tournament as JSON into</source>
        <translation>Exportar el torneo como JSON a</translation>
    </message>
    <message>
        <source>Export the tournament as CSV into</source>
        <translation>Exportar el torneo como CSV a</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>No se pudo exportar: %1</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exportado a %1</translation>
    </message>
</context>
<context>
    <name>KioskView</name>
    <message>
        <source>PAUSED</source>
        <translation>EN PAUSA</translation>
    </message>
    <message>
        <source>Tournament over</source>
        <translation>Torneo terminado</translation>
    </message>
    <message>
        <source>%1 · reconnecting…</source>
        <translation>%1 · reconectando…</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>reconectando…</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Clasificación final</translation>
    </message>
    <message>
        <source>Chip leaders</source>
        <translation>Líderes en fichas</translation>
    </message>
</context>
<context>
    <name>KioskWindow</name>
    <message>
        <source>Pitboss · tournament clock</source>
        <translation>Pitboss · reloj del torneo</translation>
    </message>
    <message>
        <source>%1 · directors join at %2 with code %3</source>
        <translation>%1 · los directores se unen en %2 con el código %3</translation>
    </message>
</context>
<context>
    <name>LeagueView</name>
    <message>
        <source>Chips won dealing: a Series 7 dealer covers every bet (S7-13)</source>
        <translation>Fichas ganadas repartiendo: en Series 7 la banca cubre todas las apuestas (S7-13)</translation>
    </message>
    <message>
        <source>No league yet: the first member or season you add makes its database at %1</source>
        <translation>Aún no hay liga: el primer socio o temporada que añadas crea su base de datos en %1</translation>
    </message>
    <message>
        <source>Cannot read the league: %1</source>
        <translation>No se puede leer la liga: %1</translation>
    </message>
    <message>
        <source>Formula %1</source>
        <translation>Fórmula %1</translation>
    </message>
    <message>
        <source>Choose a member in the roster</source>
        <translation>Elige un socio en la lista</translation>
    </message>
    <message>
        <source>Member %1 %2: %3</source>
        <translation>Socio %1 %2: %3</translation>
    </message>
    <message>
        <source>The date confirmed 21 or older</source>
        <translation>La fecha en que se confirmó que tiene 21 años o más</translation>
    </message>
    <message>
        <source>Added member %1: %2 (confirmed 21 or older on %3, joined %4)</source>
        <translation>Socio %1 añadido: %2 (mayor de 21 años confirmado el %3, alta el %4)</translation>
    </message>
    <message>
        <source>Choose a member in the roster first</source>
        <translation>Primero elige un socio en la lista</translation>
    </message>
    <message>
        <source>The reason</source>
        <translation>El motivo</translation>
    </message>
    <message>
        <source>Who decided</source>
        <translation>Quién decidió</translation>
    </message>
    <message>
        <source>Suspend the membership of %1 (member %2)?</source>
        <translation>¿Suspender la membresía de %1 (socio %2)?</translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation>Suspender</translation>
    </message>
    <message>
        <source>They cannot register until reinstated. The reason: %1</source>
        <translation>No podrá inscribirse hasta que se le readmita. Motivo: %1</translation>
    </message>
    <message>
        <source>Revoke the membership of %1 (member %2)?</source>
        <translation>¿Revocar la membresía de %1 (socio %2)?</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Revocar</translation>
    </message>
    <message>
        <source>They cannot register: the host refuses them with the reason. The reason: %1</source>
        <translation>No podrá inscribirse: el anfitrión lo rechazará indicando el motivo. Motivo: %1</translation>
    </message>
    <message>
        <source>Reinstate the membership of %1 (member %2)?</source>
        <translation>¿Readmitir a %1 (socio %2)?</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>Readmitir</translation>
    </message>
    <message>
        <source>They may register again. The reason: %1</source>
        <translation>Podrá volver a inscribirse. Motivo: %1</translation>
    </message>
    <message>
        <source>Import members from</source>
        <translation>Importar socios desde</translation>
    </message>
    <message>
        <source>There are no members to export yet</source>
        <translation>Aún no hay socios que exportar</translation>
    </message>
    <message>
        <source>Export the members to</source>
        <translation>Exportar los socios a</translation>
    </message>
    <message>
        <source>The first day</source>
        <translation>El primer día</translation>
    </message>
    <message>
        <source>The last day</source>
        <translation>El último día</translation>
    </message>
    <message>
        <source>Created the season %1, %2 to %3, formula %4</source>
        <translation>Temporada %1 creada, del %2 al %3, fórmula %4</translation>
    </message>
    <message>
        <source>Choose the season whose formula to change</source>
        <translation>Elige la temporada cuya fórmula quieres cambiar</translation>
    </message>
    <message>
        <source>The season %1 now counts points by %2</source>
        <translation>La temporada %1 ahora cuenta los puntos por %2</translation>
    </message>
    <message>
        <source>Count the points of %1 by %2?</source>
        <translation>¿Contar los puntos de %1 por %2?</translation>
    </message>
    <message>
        <source>Change the formula</source>
        <translation>Cambiar la fórmula</translation>
    </message>
    <message>
        <source>Its standings are worked out again, for every member.</source>
        <translation>Su clasificación se vuelve a calcular para todos los socios.</translation>
    </message>
    <message>
        <source>No finished tournament to count</source>
        <translation>No hay ningún torneo terminado que contar</translation>
    </message>
    <message>
        <source>Choose or create a season</source>
        <translation>Elige o crea una temporada</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Standings of %1</source>
        <translation>Clasificación de %1</translation>
    </message>
    <message>
        <source>Choose a season and a finished tournament to count in it</source>
        <translation>Elige una temporada y un torneo terminado para contarlo en ella</translation>
    </message>
    <message>
        <source>Tournament %1 now counts in the season %2</source>
        <translation>El torneo %1 ahora cuenta en la temporada %2</translation>
    </message>
    <message>
        <source>Count tournament %1 in the season %2?</source>
        <translation>¿Contar el torneo %1 en la temporada %2?</translation>
    </message>
    <message>
        <source>Count it</source>
        <translation>Contarlo</translation>
    </message>
    <message>
        <source>Once counted, it stays in the season&apos;s standings.</source>
        <translation>Una vez contado, queda en la clasificación de la temporada.</translation>
    </message>
    <message>
        <source>Cannot read the tournaments&apos; names: %1</source>
        <translation>No se pueden leer los nombres de los torneos: %1</translation>
    </message>
    <message>
        <source>Member&apos;s history: choose a member in the standings</source>
        <translation>Historial del socio: elige un socio en la clasificación</translation>
    </message>
    <message>
        <source>%1&apos;s tournaments in the season</source>
        <translation>Torneos de %1 en la temporada</translation>
    </message>
    <message>
        <source>Choose a season to print its table</source>
        <translation>Elige una temporada para imprimir su tabla</translation>
    </message>
    <message>
        <source>Print the season table to</source>
        <translation>Imprimir la tabla de la temporada en</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>%1: standings</source>
        <translation>%1: clasificación</translation>
    </message>
    <message>
        <source>Could not print the season table: %1</source>
        <translation>No se pudo imprimir la tabla de la temporada: %1</translation>
    </message>
</context>
<context>
    <name>LevelEditor</name>
    <message>
        <source>Level %1</source>
        <translation>Nivel %1</translation>
    </message>
    <message>
        <source>Level %1: minimum bet</source>
        <translation>Nivel %1: apuesta mínima</translation>
    </message>
    <message>
        <source>Level %1: maximum bet</source>
        <translation>Nivel %1: apuesta máxima</translation>
    </message>
    <message>
        <source>Level %1: minutes</source>
        <translation>Nivel %1: minutos</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <source>You</source>
        <comment>the player&apos;s name until one is typed</comment>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Not looking for hosts: %1</source>
        <translation>No se buscan anfitriones: %1</translation>
    </message>
    <message>
        <source>Open the c&amp;onsole</source>
        <translation>Abrir la c&amp;onsola</translation>
    </message>
    <message>
        <source>Open the director&apos;s console of %1</source>
        <translation>Abrir la consola del director de %1</translation>
    </message>
    <message>
        <source>H&amp;ost</source>
        <translation>&amp;Organizar</translation>
    </message>
    <message>
        <source>Host a game night</source>
        <translation>Organizar una noche de juego</translation>
    </message>
    <message>
        <source>%1 to %2 characters</source>
        <translation>%1 a %2 caracteres</translation>
    </message>
    <message>
        <source>%1
Changed: %2.</source>
        <translation>%1
Cambiado: %2.</translation>
    </message>
    <message>
        <source>Choose a join code of %1 for the players to type</source>
        <translation>Elige un código para unirse de %1 que escribirán los jugadores</translation>
    </message>
    <message>
        <source>Choose a director&apos;s code of %1, or leave it empty for a new one</source>
        <translation>Elige un código de director de %1, o déjalo vacío para uno nuevo</translation>
    </message>
    <message>
        <source>The director&apos;s code must differ from the players&apos; join code</source>
        <translation>El código del director debe ser distinto del código para unirse de los jugadores</translation>
    </message>
    <message>
        <source>Pick a host found on the network, or type its address</source>
        <translation>Elige un anfitrión encontrado en la red o escribe su dirección</translation>
    </message>
    <message>
        <source>Type the host&apos;s join code</source>
        <translation>Escribe el código para unirse del anfitrión</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pitboss · hosting on port %1</source>
        <translation>Pitboss · anfitrión en el puerto %1</translation>
    </message>
    <message>
        <source>Pitboss · hosting elsewhere</source>
        <translation>Pitboss · anfitrión en otro equipo</translation>
    </message>
    <message>
        <source>Pitboss · Past tournaments</source>
        <translation>Pitboss · Torneos anteriores</translation>
    </message>
    <message>
        <source>Pitboss · League</source>
        <translation>Pitboss · Liga</translation>
    </message>
    <message>
        <source>Pitboss · Drills</source>
        <translation>Pitboss · Ejercicios</translation>
    </message>
    <message>
        <source>For the kiosk clock, pick or type a host and its code under Join (or host a night here); `pitboss kiosk --standalone` runs a clock of its own</source>
        <translation>Para el reloj de quiosco, elige o escribe un anfitrión y su código en Unirse (u organiza aquí una noche); `pitboss kiosk --standalone` pone en marcha un reloj propio</translation>
    </message>
    <message>
        <source>Stop directing the night on the console first</source>
        <translation>Primero deja de dirigir la noche en la consola</translation>
    </message>
    <message>
        <source>Pitboss · directing %1</source>
        <translation>Pitboss · dirigiendo %1</translation>
    </message>
    <message>
        <source>The night is still stopping; host again in a moment</source>
        <translation>La noche aún se está deteniendo; vuelve a organizarla en un momento</translation>
    </message>
    <message>
        <source>Cannot host: %1</source>
        <translation>No se puede organizar: %1</translation>
    </message>
    <message>
        <source>%1 was stopped before its end. Carry it on?</source>
        <translation>%1 se detuvo antes de terminar. ¿Continuarla?</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <translation>Reanudar %1</translation>
    </message>
    <message>
        <source>Resuming keeps its players, chips, levels, clock (paused until you resume it) and join code %1. A new night starts at level 1 with everyone back in.</source>
        <translation>Al reanudar se conservan sus jugadores, fichas, niveles, reloj (en pausa hasta que lo reanudes) y el código para unirse %1. Una noche nueva empieza en el nivel 1 con todos dentro otra vez.</translation>
    </message>
    <message>
        <source>Start a new night</source>
        <translation>Empezar una noche nueva</translation>
    </message>
    <message>
        <source>%1 is over and stopped; its results are in History</source>
        <translation>%1 terminó y se detuvo; sus resultados están en Historial</translation>
    </message>
    <message>
        <source>Stop hosting %1?</source>
        <translation>¿Dejar de organizar %1?</translation>
    </message>
    <message>
        <source>Stop hosting the night?</source>
        <translation>¿Dejar de organizar la noche?</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Dejar de organizar</translation>
    </message>
    <message>
        <source>Everyone at its tables is disconnected. It is kept in the database: hosting again offers to resume it.</source>
        <translation>Todos los de sus mesas quedan desconectados. Se guarda en la base de datos: al volver a organizar, se ofrece reanudarla.</translation>
    </message>
    <message>
        <source>Keep hosting</source>
        <translation>Seguir organizando</translation>
    </message>
    <message>
        <source>%1 game night</source>
        <translation>Noche de %1</translation>
    </message>
    <message>
        <source>Cannot host: %1; choose another port for it, or off</source>
        <translation>No se puede organizar: %1; elige otro puerto o desactívalo</translation>
    </message>
    <message>
        <source>%1 · join code %2 · director code %3</source>
        <translation>%1 · código para unirse %2 · código de director %3</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>You are out</source>
        <translation>Estás eliminado</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Close the results</source>
        <translation>Cerrar los resultados</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Pick a tournament to see your report</source>
        <translation>Elige un torneo para ver tu informe</translation>
    </message>
    <message>
        <source>No players in this tournament to report on</source>
        <translation>No hay jugadores en este torneo sobre los que informar</translation>
    </message>
    <message>
        <source>Reviewing %1&apos;s decisions… (the night is played again)</source>
        <translation>Revisando las decisiones de %1… (se vuelve a jugar la noche)</translation>
    </message>
    <message>
        <source>No report: %1</source>
        <translation>Sin informe: %1</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>The costliest %1</source>
        <translation>Las %1 más costosas</translation>
    </message>
    <message>
        <source>No costly decisions</source>
        <translation>Ninguna decisión costosa</translation>
    </message>
    <message>
        <source>The costliest decisions</source>
        <translation>Las decisiones más costosas</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Default: %1</source>
        <translation>Por defecto: %1</translation>
    </message>
    <message>
        <source>Default: %1 (rule %2)</source>
        <translation>Por defecto: %1 (regla %2)</translation>
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
        <translation>Buscando actualizaciones...</translation>
    </message>
    <message>
        <source>%1 (now: %2)</source>
        <translation>%1 (ahora: %2)</translation>
    </message>
    <message>
        <source>Follow the system (now: %1)</source>
        <translation>Seguir al sistema (ahora: %1)</translation>
    </message>
    <message>
        <source>Pitboss changes to %1 the next time it starts.</source>
        <translation>Pitboss cambiará a %1 la próxima vez que se inicie.</translation>
    </message>
    <message>
        <source>Pitboss writes numbers and dates as %1 does: your system&apos;s language and region, or the language chosen above (from the next start).</source>
        <translation>Pitboss escribe números y fechas como %1: según el idioma y la región de tu sistema, o el idioma elegido arriba (desde el próximo inicio).</translation>
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
        <translation>%1 (detenido)</translation>
    </message>
    <message>
        <source>%1 (standing still)</source>
        <translation>%1 (detenido)</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>%1 stopped</source>
        <translation>%1 detenido</translation>
    </message>
    <message>
        <source>%1 paused</source>
        <translation>%1 en pausa</translation>
    </message>
    <message>
        <source>Raise &amp;to</source>
        <translation>Subir &amp;a</translation>
    </message>
    <message>
        <source>Insure &amp;for</source>
        <translation>Asegurar &amp;por</translation>
    </message>
    <message>
        <source>Waiting for the host to come back</source>
        <translation>Esperando a que vuelva el anfitrión</translation>
    </message>
    <message>
        <source>Paused by the director: your time stands still.
%1</source>
        <translation>En pausa por el director: tu tiempo está detenido.
%1</translation>
    </message>
    <message>
        <source>Paused by the director</source>
        <translation>En pausa por el director</translation>
    </message>
    <message>
        <source>Bet mi&amp;n %L1</source>
        <translation>Apostar mí&amp;n %L1</translation>
    </message>
    <message>
        <source>Bet ma&amp;x %L1</source>
        <translation>Apostar má&amp;x %L1</translation>
    </message>
    <message>
        <source>Bet the minimum, %L1</source>
        <translation>Apostar el mínimo, %L1</translation>
    </message>
    <message>
        <source>Bet the maximum, %L1</source>
        <translation>Apostar el máximo, %L1</translation>
    </message>
    <message>
        <source>&amp;Blind</source>
        <translation>&amp;Ciega</translation>
    </message>
    <message>
        <source>Your blind: %1</source>
        <translation>Tu ciega: %1</translation>
    </message>
    <message>
        <source>&amp;Bet</source>
        <translation>Ap&amp;ostar</translation>
    </message>
    <message>
        <source>Your bet: %1</source>
        <translation>Tu apuesta: %1</translation>
    </message>
    <message>
        <source>You are away: the rules bet and play for you. Bet to come back (Space bets the lowest).
%1</source>
        <translation>Estás ausente: las reglas apuestan y juegan por ti. Apuesta para volver (Espacio apuesta lo mínimo).
%1</translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation>El torneo ha terminado</translation>
    </message>
    <message>
        <source>Waiting for the other players</source>
        <translation>Esperando a los demás jugadores</translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation>Esperando al anfitrión</translation>
    </message>
    <message>
        <source>Show %1 (&amp;%2)</source>
        <translation>Mostrar %1 (&amp;%2)</translation>
    </message>
    <message>
        <source>Show card &amp;%1</source>
        <translation>Mostrar carta &amp;%1</translation>
    </message>
</context>
<context>
    <name>UpdateCheckOnStart</name>
    <message>
        <source>Pitboss updates</source>
        <translation>Actualizaciones de Pitboss</translation>
    </message>
</context>
<context>
    <name>about_words</name>
    <message>
        <source>installed build</source>
        <translation>versión instalada</translation>
    </message>
    <message>
        <source>from source</source>
        <translation>desde el código fuente</translation>
    </message>
    <message>
        <source>&lt;p&gt;Blackjack tournaments: Series 7, 10-hand and BlackJack eXtreme, at home against bots, on a LAN game night, or as the clock on a big screen.&lt;/p&gt;&lt;p&gt;Chips have no cash value; nothing in Pitboss touches money.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Torneos de blackjack: Series 7, 10 manos y BlackJack eXtreme, en casa contra bots, en una noche de juego en red local o como reloj en una pantalla grande.&lt;/p&gt;&lt;p&gt;Las fichas no tienen valor monetario; nada en Pitboss maneja dinero.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;small&gt;Qt %1, Python %2, %3&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;Qt %1, Python %2, %3&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Pitboss</source>
        <translation>Acerca de Pitboss</translation>
    </message>
</context>
<context>
    <name>advice_words</name>
    <message>
        <source>hit</source>
        <translation>pedir</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>plantarse</translation>
    </message>
    <message>
        <source>double</source>
        <translation>doblar</translation>
    </message>
    <message>
        <source>split</source>
        <translation>separar</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>rendirse</translation>
    </message>
    <message>
        <source>insurance</source>
        <translation>tomar seguro</translation>
    </message>
    <message>
        <source>even money</source>
        <translation>pago igualado</translation>
    </message>
    <message>
        <source>no insurance</source>
        <translation>sin seguro</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>subir</translation>
    </message>
    <message>
        <source>check</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>retirarse</translation>
    </message>
    <message>
        <source>sit out</source>
        <translation>no jugar</translation>
    </message>
    <message>
        <source>stay in</source>
        <translation>jugar</translation>
    </message>
    <message>
        <source>fold the hand</source>
        <translation>retirar la mano</translation>
    </message>
    <message>
        <source>play the hand</source>
        <translation>jugar la mano</translation>
    </message>
    <message>
        <source>show card %1</source>
        <translation>mostrar la carta %1</translation>
    </message>
    <message>
        <source>raise to %L1</source>
        <translation>subir a %L1</translation>
    </message>
    <message>
        <source>take insurance (%L1)</source>
        <translation>tomar seguro (%L1)</translation>
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
        <translation>Estrategia básica: %1.</translation>
    </message>
    <message>
        <source>Best play: %1.</source>
        <translation>Mejor jugada: %1.</translation>
    </message>
    <message>
        <source>By chip value: %1 (basic strategy agrees).</source>
        <translation>Por valor en fichas: %1 (la estrategia básica coincide).</translation>
    </message>
    <message>
        <source>Best play: %1 (basic strategy agrees).</source>
        <translation>Mejor jugada: %1 (la estrategia básica coincide).</translation>
    </message>
    <message>
        <source>By chip value: %1. Basic strategy says %2, but with the cards seen %1 is worth %3 of a bet more.</source>
        <translation>Por valor en fichas: %1. La estrategia básica dice %2, pero con las cartas vistas %1 vale %3 de apuesta más.</translation>
    </message>
    <message>
        <source>Best play: %1. Basic strategy says %2, but with the cards seen %1 is worth %3 of a bet more.</source>
        <translation>Mejor jugada: %1. La estrategia básica dice %2, pero con las cartas vistas %1 vale %3 de apuesta más.</translation>
    </message>
    <message>
        <source>By chip value: %1. Basic strategy says %2, a play the exact values below do not weigh.</source>
        <translation>Por valor en fichas: %1. La estrategia básica dice %2, una jugada que los valores exactos de abajo no valoran.</translation>
    </message>
    <message>
        <source>Best play: %1. Basic strategy says %2, a play the exact values below do not weigh.</source>
        <translation>Mejor jugada: %1. La estrategia básica dice %2, una jugada que los valores exactos de abajo no valoran.</translation>
    </message>
    <message>
        <source>Basic strategy: bet the minimum (%L1).</source>
        <translation>Estrategia básica: apostar el mínimo (%L1).</translation>
    </message>
    <message>
        <source>To win the heads-up: a blind of %L1 (%2% to win it).</source>
        <translation>Para ganar el mano a mano: una ciega de %L1 (%2 % de ganarlo).</translation>
    </message>
    <message>
        <source>To win the match: bet %L1 (%2% to win it).</source>
        <translation>Para ganar el enfrentamiento: apostar %L1 (%2 % de ganarlo).</translation>
    </message>
    <message>
        <source>To win the heads-up: bet %L1 (%2% to win it).</source>
        <translation>Para ganar el mano a mano: apostar %L1 (%2 % de ganarlo).</translation>
    </message>
    <message numerus="yes">
        <source>Exact values, in blinds (1 deck, %n other card(s) seen; the dealer taken to show the weaker card): %1.</source>
        <translation>
            <numerusform>Valores exactos, en ciegas (1 baraja, %n otra carta vista; suponiendo que la banca muestra la carta más débil): %1.</numerusform>
            <numerusform>Valores exactos, en ciegas (1 baraja, %n otras cartas vistas; suponiendo que la banca muestra la carta más débil): %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>To win the heads-up: %1 (%2% to win it).</source>
        <translation>Para ganar el mano a mano: %1 (%2 % de ganarlo).</translation>
    </message>
    <message>
        <source>To win the heads-up: %1 (%2% to win it): the heads-up is won on the chips both of you hold, not on the blinds won on average.</source>
        <translation>Para ganar el mano a mano: %1 (%2 % de ganarlo): el mano a mano se gana con las fichas de los dos, no con las ciegas ganadas de media.</translation>
    </message>
    <message>
        <source>%1, to win the heads-up</source>
        <translation>%1, para ganar el mano a mano</translation>
    </message>
    <message>
        <source>an infinite deck</source>
        <translation>una baraja infinita</translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s)</source>
        <translation>
            <numerusform>%n baraja</numerusform>
            <numerusform>%n barajas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exact values, in bets (%1, %n other card(s) seen): %2.</source>
        <translation>
            <numerusform>Valores exactos, en apuestas (%1, %n otra carta vista): %2.</numerusform>
            <numerusform>Valores exactos, en apuestas (%1, %n otras cartas vistas): %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact values, in bets (%1): %2.</source>
        <translation>Valores exactos, en apuestas (%1): %2.</translation>
    </message>
    <message>
        <source>To win the match: the same (%1% to win it).</source>
        <translation>Para ganar el enfrentamiento: lo mismo (%1 % de ganarlo).</translation>
    </message>
    <message>
        <source>To win the match: %1 (%2% to win it, against %3% with %4): the match is won on chips against your rival&apos;s with one hand left, not on the chips won on average.</source>
        <translation>Para ganar el enfrentamiento: %1 (%2 % de ganarlo, frente al %3 % con %4): con una mano por jugar, el enfrentamiento se gana teniendo más fichas que tu rival, no con las fichas ganadas de media.</translation>
    </message>
    <message numerus="yes">
        <source>To win the match: %1 (%2% to win it, against %3% with %4): the match is won on chips against your rival&apos;s with %n hand(s) left, not on the chips won on average.</source>
        <translation>
            <numerusform>Para ganar el enfrentamiento: %1 (%2 % de ganarlo, frente al %3 % con %4): con %n mano por jugar, el enfrentamiento se gana teniendo más fichas que tu rival, no con las fichas ganadas de media.</numerusform>
            <numerusform>Para ganar el enfrentamiento: %1 (%2 % de ganarlo, frente al %3 % con %4): con %n manos por jugar, el enfrentamiento se gana teniendo más fichas que tu rival, no con las fichas ganadas de media.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, to win the match</source>
        <translation>%1, para ganar el enfrentamiento</translation>
    </message>
</context>
<context>
    <name>chart_dialog</name>
    <message>
        <source>Basic-strategy chart</source>
        <translation>Tabla de estrategia básica</translation>
    </message>
    <message>
        <source>The best play for each hand against each dealer card, worked out by the advisor for a full shoe under these rules (your table&apos;s to start with).</source>
        <translation>La mejor jugada para cada mano contra cada carta del crupier, calculada por el asesor para un zapato completo con estas reglas (al principio, las de tu mesa).</translation>
    </message>
    <message>
        <source>&amp;Decks</source>
        <translation>&amp;Barajas</translation>
    </message>
    <message>
        <source>Decks in the shoe</source>
        <translation>Barajas en el zapato</translation>
    </message>
    <message>
        <source>S&amp;oft 17</source>
        <translation>17 b&amp;lando</translation>
    </message>
    <message>
        <source>What the dealer does on soft 17</source>
        <translation>Qué hace el crupier con 17 blando</translation>
    </message>
    <message>
        <source>Dealer hits soft 17</source>
        <translation>El crupier pide con 17 blando</translation>
    </message>
    <message>
        <source>Dealer stands on soft 17</source>
        <translation>El crupier se planta con 17 blando</translation>
    </message>
    <message>
        <source>Double after &amp;split</source>
        <translation>Doblar tras &amp;separar</translation>
    </message>
    <message>
        <source>Double after a split allowed</source>
        <translation>Se permite doblar tras separar</translation>
    </message>
    <message>
        <source>Late s&amp;urrender</source>
        <translation>&amp;Rendición tardía</translation>
    </message>
    <message>
        <source>Late surrender allowed</source>
        <translation>Se permite la rendición tardía</translation>
    </message>
    <message>
        <source>Dealer splits &amp;aces</source>
        <translation>El crupier separa &amp;ases</translation>
    </message>
    <message>
        <source>Series 7: a dealer dealt two aces splits them and plays the better hand (S7-17); split aces may then double (S7-19)</source>
        <translation>Series 7: la banca que recibe dos ases los separa y juega la mejor mano (S7-17); después, los ases separados pueden doblar (S7-19)</translation>
    </message>
    <message>
        <source>The dealer splits a pair of aces, as in Series 7</source>
        <translation>El crupier separa una pareja de ases, como en Series 7</translation>
    </message>
    <message>
        <source>&amp;Work out</source>
        <translation>Calc&amp;ular</translation>
    </message>
    <message>
        <source>Work out the chart for these rules</source>
        <translation>Calcular la tabla con estas reglas</translation>
    </message>
    <message>
        <source>Rows of the chart worked out</source>
        <translation>Filas de la tabla calculadas</translation>
    </message>
    <message>
        <source>What happened to the chart</source>
        <translation>Qué ha pasado con la tabla</translation>
    </message>
    <message>
        <source>&amp;Export PNG…</source>
        <translation>Ex&amp;portar PNG…</translation>
    </message>
    <message>
        <source>Save the chart as a PNG picture</source>
        <translation>Guardar la tabla como imagen PNG</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Close the chart</source>
        <translation>Cerrar la tabla</translation>
    </message>
</context>
<context>
    <name>chart_names</name>
    <message>
        <source>an infinite deck</source>
        <translation>una baraja infinita</translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s)</source>
        <translation>
            <numerusform>%n baraja</numerusform>
            <numerusform>%n barajas</numerusform>
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
        <translation>sin DAS</translation>
    </message>
    <message>
        <source>no doubling</source>
        <translation>sin doblar</translation>
    </message>
    <message>
        <source>late surrender</source>
        <translation>rendición tardía</translation>
    </message>
    <message>
        <source>no surrender</source>
        <translation>sin rendición</translation>
    </message>
    <message>
        <source>no peek</source>
        <translation>sin comprobar natural</translation>
    </message>
    <message>
        <source>the dealer splits aces</source>
        <translation>el crupier separa ases</translation>
    </message>
    <message>
        <source>split aces may hit</source>
        <translation>los ases separados pueden pedir</translation>
    </message>
    <message>
        <source>split naturals win</source>
        <translation>los naturales tras separar ganan</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list of the rules a chart is worked out for</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>1 deck, S17, DAS, no surrender</source>
        <translation>1 baraja, S17, DAS, sin rendición</translation>
    </message>
    <message>
        <source>6 decks, H17, no DAS, late surrender</source>
        <translation>6 barajas, H17, sin DAS, rendición tardía</translation>
    </message>
    <message>
        <source>1 deck, S17, no DAS (doubles are the BJX raise)</source>
        <translation>1 baraja, S17, sin DAS (doblar es subir en BJX)</translation>
    </message>
</context>
<context>
    <name>chart_words</name>
    <message>
        <source>H hit</source>
        <translation>H pedir</translation>
    </message>
    <message>
        <source>S stand</source>
        <translation>S plantarse</translation>
    </message>
    <message>
        <source>D double, else hit</source>
        <translation>D doblar; si no, pedir</translation>
    </message>
    <message>
        <source>Ds double, else stand</source>
        <translation>Ds doblar; si no, plantarse</translation>
    </message>
    <message>
        <source>P split</source>
        <translation>P separar</translation>
    </message>
    <message>
        <source>Rh, Rs, Rp surrender, else hit, stand or split</source>
        <translation>Rh, Rs, Rp rendirse; si no, pedir, plantarse o separar</translation>
    </message>
    <message>
        <source>Hard totals</source>
        <translation>Totales duros</translation>
    </message>
    <message>
        <source>hard %1</source>
        <translation>%1 duro</translation>
    </message>
    <message>
        <source>Soft hands</source>
        <translation>Manos blandas</translation>
    </message>
    <message>
        <source>soft %1</source>
        <translation>%1 blando</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Parejas</translation>
    </message>
    <message>
        <source>a pair: %1</source>
        <translation>una pareja: %1</translation>
    </message>
    <message>
        <source>Could not write the chart to %1</source>
        <translation>No se pudo escribir la tabla en %1</translation>
    </message>
</context>
<context>
    <name>check_words</name>
    <message>
        <source>the hand was dealt from another commitment than the one told</source>
        <translation>la mano se repartió con un compromiso distinto del anunciado</translation>
    </message>
</context>
<context>
    <name>confirm_words</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>director_view</name>
    <message>
        <source>Director console</source>
        <translation>Consola del director</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Director</translation>
    </message>
    <message>
        <source>Where players join</source>
        <translation>Dónde se unen los jugadores</translation>
    </message>
    <message>
        <source>Addresses of the night&apos;s web pages</source>
        <translation>Direcciones de las páginas web de la noche</translation>
    </message>
    <message>
        <source>QR code of the night&apos;s web page</source>
        <translation>Código QR de la página web de la noche</translation>
    </message>
    <message>
        <source>Point a phone&apos;s camera here to open the night&apos;s page: each player&apos;s screen and seat</source>
        <translation>Apunta aquí la cámara de un móvil para abrir la página de la noche: la pantalla y el asiento de cada jugador</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>--:--</source>
        <translation>--:--</translation>
    </message>
    <message>
        <source>Time left in the level</source>
        <translation>Tiempo restante del nivel</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Sin empezar</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Start the tournament</source>
        <translation>Empezar el torneo</translation>
    </message>
    <message>
        <source>&amp;Start the tournament</source>
        <translation>&amp;Empezar el torneo</translation>
    </message>
    <message>
        <source>Open the night&apos;s next tournament</source>
        <translation>Abrir el próximo torneo de la noche</translation>
    </message>
    <message>
        <source>Once this tournament is over: the next one, with the same rules; its waiting list is first in line</source>
        <translation>Cuando termine este torneo: el siguiente, con las mismas reglas; su lista de espera tiene prioridad</translation>
    </message>
    <message>
        <source>Ne&amp;xt tournament</source>
        <translation>Si&amp;guiente torneo</translation>
    </message>
    <message>
        <source>Pause the clock</source>
        <translation>Pausar el reloj</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>Resume the clock</source>
        <translation>Reanudar el reloj</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>Add a minute to the level</source>
        <translation>Añadir un minuto al nivel</translation>
    </message>
    <message>
        <source>+1 mi&amp;nute</source>
        <translation>+1 &amp;minuto</translation>
    </message>
    <message>
        <source>Take a minute from the level</source>
        <translation>Quitar un minuto al nivel</translation>
    </message>
    <message>
        <source>−1 m&amp;inute</source>
        <translation>−1 minu&amp;to</translation>
    </message>
    <message>
        <source>Go to &amp;level</source>
        <translation>Ir al &amp;nivel</translation>
    </message>
    <message>
        <source>Level to go to</source>
        <translation>Nivel al que ir</translation>
    </message>
    <message>
        <source>Go to that level</source>
        <translation>Ir a ese nivel</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Ir</translation>
    </message>
    <message>
        <source>Declare sudden death</source>
        <translation>Declarar muerte súbita</translation>
    </message>
    <message>
        <source>Sudden &amp;death</source>
        <translation>Muerte &amp;súbita</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué ha pasado</translation>
    </message>
    <message>
        <source>Director&apos;s log</source>
        <translation>Registro del director</translation>
    </message>
    <message>
        <source>Tables and levels</source>
        <translation>Mesas y niveles</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>Tables and seats</source>
        <translation>Mesas y asientos</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>M&amp;over</translation>
    </message>
    <message>
        <source>Player to move</source>
        <translation>Jugador que mover</translation>
    </message>
    <message>
        <source>to table</source>
        <translation>a la mesa</translation>
    </message>
    <message>
        <source>Table to move to</source>
        <translation>Mesa a la que mover</translation>
    </message>
    <message>
        <source>Move the player</source>
        <translation>Mover al jugador</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Void the hand at table</source>
        <translation>Anular la mano de la mesa</translation>
    </message>
    <message>
        <source>Table whose hand to void</source>
        <translation>Mesa cuya mano anular</translation>
    </message>
    <message>
        <source>Void the hand: bets go back</source>
        <translation>Anular la mano: se devuelven las apuestas</translation>
    </message>
    <message>
        <source>V&amp;oid</source>
        <translation>An&amp;ular</translation>
    </message>
    <message>
        <source>Moves waiting for the end of a hand</source>
        <translation>Traslados que esperan al final de una mano</translation>
    </message>
    <message>
        <source>Le&amp;vels</source>
        <translation>Ni&amp;veles</translation>
    </message>
    <message>
        <source>Level schedule: minimum, maximum and minutes of each level</source>
        <translation>Estructura de niveles: mínimo, máximo y minutos de cada nivel</translation>
    </message>
    <message>
        <source>Levels already started cannot change; past the list, the last level doubles</source>
        <translation>Los niveles ya empezados no se pueden cambiar; pasada la lista, el último nivel se duplica</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Mínimo</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Máximo</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minutos</translation>
    </message>
    <message>
        <source>&amp;Break every</source>
        <translation>Descanso &amp;cada</translation>
    </message>
    <message>
        <source>Levels between breaks (0: no breaks)</source>
        <translation>Niveles entre descansos (0: sin descansos)</translation>
    </message>
    <message>
        <source>no breaks</source>
        <translation>sin descansos</translation>
    </message>
    <message>
        <source>levels, for</source>
        <translation>niveles, de</translation>
    </message>
    <message>
        <source>Minutes of each break</source>
        <translation>Minutos de cada descanso</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Add a level at the end</source>
        <translation>Añadir un nivel al final</translation>
    </message>
    <message>
        <source>Add l&amp;evel</source>
        <translation>Añadir nive&amp;l</translation>
    </message>
    <message>
        <source>Remove the last level</source>
        <translation>Quitar el último nivel</translation>
    </message>
    <message>
        <source>Remove las&amp;t</source>
        <translation>&amp;Quitar el último</translation>
    </message>
    <message>
        <source>Apply the level schedule</source>
        <translation>Aplicar la estructura de niveles</translation>
    </message>
    <message>
        <source>Appl&amp;y</source>
        <translation>&amp;Aplicar</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Más</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Registered</source>
        <translation>Inscritos</translation>
    </message>
    <message>
        <source>Registered players</source>
        <translation>Jugadores inscritos</translation>
    </message>
    <message>
        <source>Waiting list (S7-2)</source>
        <translation>Lista de espera (S7-2)</translation>
    </message>
    <message>
        <source>Waiting list: turned away from a full tournament, in order</source>
        <translation>Lista de espera: rechazados por torneo lleno, por orden</translation>
    </message>
    <message>
        <source>Late entries &amp;waiting</source>
        <translation>&amp;Inscripciones tardías en espera</translation>
    </message>
    <message>
        <source>Late entries waiting for the director</source>
        <translation>Inscripciones tardías que esperan al director</translation>
    </message>
    <message>
        <source>Admit the late entry with its penalty</source>
        <translation>Admitir la inscripción tardía con su penalización</translation>
    </message>
    <message>
        <source>&amp;Admit</source>
        <translation>A&amp;dmitir</translation>
    </message>
    <message>
        <source>Refuse the late entry</source>
        <translation>Rechazar la inscripción tardía</translation>
    </message>
    <message>
        <source>Re&amp;fuse</source>
        <translation>Recha&amp;zar</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Back to the lobby; the night goes on</source>
        <translation>Volver al lobby; la noche sigue</translation>
    </message>
    <message>
        <source>Ba&amp;ck to the lobby</source>
        <translation>Volver al lobb&amp;y</translation>
    </message>
    <message>
        <source>Print the night&apos;s sheets as PDF</source>
        <translation>Imprimir las hojas de la noche en PDF</translation>
    </message>
    <message>
        <source>A sign-in sheet, seat cards after the draw, the results: PDF files to print</source>
        <translation>Una hoja de registro, las tarjetas de asiento tras el sorteo, los resultados: archivos PDF para imprimir</translation>
    </message>
    <message>
        <source>Paperwor&amp;k</source>
        <translation>&amp;Hojas para imprimir</translation>
    </message>
    <message>
        <source>Stop hosting the night</source>
        <translation>Dejar de organizar la noche</translation>
    </message>
    <message>
        <source>Stop &amp;hosting</source>
        <translation>De&amp;jar de organizar</translation>
    </message>
</context>
<context>
    <name>director_words</name>
    <message numerus="yes">
        <source>%1: table %2, penalty %Ln chip(s)</source>
        <translation>
            <numerusform>%1: mesa %2, penalización de %Ln ficha</numerusform>
            <numerusform>%1: mesa %2, penalización de %Ln fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1  (away: %Ln hand(s))</source>
        <translation>
            <numerusform>%1  (ausente: %Ln mano)</numerusform>
            <numerusform>%1  (ausente: %Ln manos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The clock is at level %1: this skips %n level(s), and the bets rise at once: %2.</source>
        <translation>
            <numerusform>El reloj está en el nivel %1: esto se salta %n nivel y las apuestas suben en el acto: %2.</numerusform>
            <numerusform>El reloj está en el nivel %1: esto se salta %n niveles y las apuestas suben en el acto: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The clock is at level %1: this skips %n level(s), and the bets rise at once.</source>
        <translation>
            <numerusform>El reloj está en el nivel %1: esto se salta %n nivel y las apuestas suben en el acto.</numerusform>
            <numerusform>El reloj está en el nivel %1: esto se salta %n niveles y las apuestas suben en el acto.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>addresses</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1 (this machine only: the night listens on loopback)</source>
        <translation>%1 (solo desde este equipo: la noche escucha en la interfaz local)</translation>
    </message>
    <message>
        <source>%1, from this machine only: it has no LAN address (no network found)</source>
        <translation>%1, solo desde este equipo: no tiene dirección de red local (no se encontró ninguna red)</translation>
    </message>
</context>
<context>
    <name>drill_texts</name>
    <message>
        <source>play: hard total</source>
        <translation>jugada: total duro</translation>
    </message>
    <message>
        <source>play: soft total</source>
        <translation>jugada: total blando</translation>
    </message>
    <message>
        <source>play: pair</source>
        <translation>jugada: pareja</translation>
    </message>
    <message>
        <source>10-hand: last hand, 40 behind</source>
        <translation>10 manos: última mano, 40 por detrás</translation>
    </message>
    <message>
        <source>Series 7 heads-up: the deal coming</source>
        <translation>Series 7, mano a mano: luego repartes tú</translation>
    </message>
    <message>
        <source>BJX: blind against a short dealer</source>
        <translation>BJX: ciega contra una banca con pocas fichas</translation>
    </message>
    <message>
        <source>your hands: %1</source>
        <translation>tus manos: %1</translation>
    </message>
    <message>
        <source>a bet of %L1 to %L2, in steps of %L3 chips</source>
        <translation>una apuesta de %L1 a %L2, en pasos de %L3 fichas</translation>
    </message>
    <message>
        <source>Type an answer: %1</source>
        <translation>Escribe una respuesta: %1</translation>
    </message>
    <message>
        <source>%1 is not an answer here: %2</source>
        <translation>%1 no es una respuesta válida aquí: %2</translation>
    </message>
    <message>
        <source>Right: within %1 of the best. %2</source>
        <translation>Correcto: a menos de %1 de lo mejor. %2</translation>
    </message>
    <message>
        <source>Right. %1</source>
        <translation>Correcto. %1</translation>
    </message>
    <message>
        <source>The advisor&apos;s best is %1. %2</source>
        <translation>Lo mejor para el asesor es %1. %2</translation>
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
        <translation>apostar de %L1 a %L2</translation>
    </message>
    <message>
        <source>%1% to win</source>
        <translation>%1 % de ganar</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <comment>a value in chips</comment>
        <translation>%1 fichas</translation>
    </message>
    <message>
        <source>%1 percentage point</source>
        <translation>%1 punto porcentual</translation>
    </message>
    <message>
        <source>%1 a chip bet</source>
        <translation>%1 por ficha apostada</translation>
    </message>
    <message>
        <source>10-hand rules (6 decks, the dealer hits soft 17, late surrender): %1 %2 against %3. Your play?</source>
        <translation>Reglas de 10 manos (6 barajas, el crupier pide con 17 blando, rendición tardía): %1 %2 contra %3. ¿Tu jugada?</translation>
    </message>
    <message>
        <source>the 10-hand match model does not cover a rival with %L1</source>
        <translation>el modelo de enfrentamiento a 10 manos no cubre un rival con %L1</translation>
    </message>
    <message>
        <source>The last hand of a 10-hand match (minimum %1): you have %L2 chips, your rival %L3, who bets the minimum. Your bet?</source>
        <translation>La última mano de un enfrentamiento a 10 manos (mínimo %1): tienes %L2 fichas y tu rival %L3, que apuesta el mínimo. ¿Tu apuesta?</translation>
    </message>
    <message>
        <source>the heads-up model does not cover %1/%2</source>
        <translation>el modelo de mano a mano no cubre %1/%2</translation>
    </message>
    <message>
        <source>Series 7 heads-up, the level %L1/%L2: you have %L3 of the %L4 chips; you bet this hand, and the deal comes to you next. Your bet?</source>
        <translation>Series 7, mano a mano, nivel %L1/%L2: tienes %L3 de las %L4 fichas; apuestas en esta mano y luego te toca repartir. ¿Tu apuesta?</translation>
    </message>
    <message>
        <source>the BJX heads-up model does not cover a minimum of %1</source>
        <translation>el modelo de mano a mano de BJX no cubre un mínimo de %1</translation>
    </message>
    <message>
        <source>BJX heads-up, the minimum %L1: you have %L2 chips, the dealer %L3; you post the blind (one to three minimums). Your blind?</source>
        <translation>BJX, mano a mano, mínimo %L1: tienes %L2 fichas y la banca %L3; pones la ciega (de uno a tres mínimos). ¿Tu ciega?</translation>
    </message>
    <message>
        <source>From tournament %1, table %2, hand %L3 (%4): %5. Your bet?</source>
        <translation>Del torneo %1, mesa %2, mano %L3 (%4): %5. ¿Tu apuesta?</translation>
    </message>
    <message>
        <source>From tournament %1, table %2, hand %L3 (%4): %5. Your play?</source>
        <translation>Del torneo %1, mesa %2, mano %L3 (%4): %5. ¿Tu jugada?</translation>
    </message>
    <message numerus="yes">
        <source>%1: %L2 of %L3 right over %Ln day(s)</source>
        <translation>
            <numerusform>%1: %L2 de %L3 bien en %Ln día</numerusform>
            <numerusform>%1: %L2 de %L3 bien en %Ln días</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drill_view</name>
    <message>
        <source>Drills</source>
        <translation>Ejercicios</translation>
    </message>
    <message>
        <source>Whose drills</source>
        <translation>De quién son los ejercicios</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>Kind of spot to drill</source>
        <translation>Tipo de caso que practicar</translation>
    </message>
    <message>
        <source>Back to the &amp;lobby</source>
        <translation>Volver al &amp;lobby</translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation>Volver al lobby</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Caso</translation>
    </message>
    <message>
        <source>Spot number and kind</source>
        <translation>Número y tipo de caso</translation>
    </message>
    <message>
        <source>The spot</source>
        <translation>El caso</translation>
    </message>
    <message>
        <source>&amp;Amount</source>
        <translation>&amp;Cantidad</translation>
    </message>
    <message>
        <source>Amount to bet</source>
        <translation>Cantidad que apostar</translation>
    </message>
    <message>
        <source>&amp;Bet</source>
        <translation>Ap&amp;ostar</translation>
    </message>
    <message>
        <source>Bet the amount</source>
        <translation>Apostar la cantidad</translation>
    </message>
    <message>
        <source>The answers</source>
        <translation>Las respuestas</translation>
    </message>
    <message>
        <source>The advisor&apos;s grade</source>
        <translation>La nota del asesor</translation>
    </message>
    <message>
        <source>&amp;Next spot</source>
        <translation>&amp;Siguiente caso</translation>
    </message>
    <message>
        <source>Next spot</source>
        <translation>Siguiente caso</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Tu progreso</translation>
    </message>
    <message>
        <source>This session</source>
        <translation>Esta sesión</translation>
    </message>
    <message>
        <source>Answers right by kind, over every session</source>
        <translation>Respuestas correctas por tipo, en todas las sesiones</translation>
    </message>
</context>
<context>
    <name>drill_words</name>
    <message>
        <source>Every kind: what you get wrong most, first</source>
        <translation>Todos los tipos: primero, lo que más fallas</translation>
    </message>
</context>
<context>
    <name>felt_words</name>
    <message>
        <source>covers every bet</source>
        <translation>cubre todas las apuestas</translation>
    </message>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln ficha</numerusform>
            <numerusform>%Ln fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>Dealer&apos;s cards</source>
        <translation>Cartas del crupier</translation>
    </message>
    <message>
        <source>You deal: you cover every bet</source>
        <translation>Repartes tú: cubres todas las apuestas</translation>
    </message>
    <message>
        <source>Paused by the director</source>
        <translation>En pausa por el director</translation>
    </message>
    <message>
        <source>On a break</source>
        <translation>En descanso</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation>una carta boca abajo</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank of its suit</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <comment>seconds left to answer</comment>
        <translation>quedan %1 s</translation>
    </message>
    <message>
        <source>showing %1</source>
        <comment>the up cards&apos; total</comment>
        <translation>%1 visible</translation>
    </message>
    <message>
        <source>blackjack</source>
        <comment>a hand&apos;s total</comment>
        <translation>blackjack</translation>
    </message>
    <message>
        <source>bust</source>
        <comment>a hand&apos;s total</comment>
        <translation>se pasa</translation>
    </message>
    <message>
        <source>soft %1</source>
        <translation>%1 blando</translation>
    </message>
    <message>
        <source>won %L1</source>
        <translation>gana %L1</translation>
    </message>
    <message>
        <source>lost</source>
        <comment>a hand&apos;s result</comment>
        <translation>pierde</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a hand&apos;s total · its result</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>total %1, bust</source>
        <translation>total %1, se pasa</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>total %1</translation>
    </message>
    <message>
        <source>House dealer</source>
        <translation>Crupier de la casa</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <source>your turn to play (hand %1 of %2)</source>
        <translation>te toca jugar (mano %1 de %2)</translation>
    </message>
    <message>
        <source>your turn to play</source>
        <translation>te toca jugar</translation>
    </message>
    <message>
        <source>your bet</source>
        <translation>te toca apostar</translation>
    </message>
    <message>
        <source>their turn to play</source>
        <translation>le toca jugar</translation>
    </message>
    <message>
        <source>placing a bet</source>
        <translation>apostando</translation>
    </message>
    <message>
        <source>finished this hand</source>
        <translation>ha terminado esta mano</translation>
    </message>
    <message>
        <source>dealing</source>
        <translation>repartiendo</translation>
    </message>
    <message>
        <source>in the hand</source>
        <translation>en la mano</translation>
    </message>
    <message>
        <source>waiting for the next hand</source>
        <translation>esperando la siguiente mano</translation>
    </message>
    <message>
        <source>dealer, covers every bet</source>
        <translation>crupier, cubre todas las apuestas</translation>
    </message>
    <message>
        <source>%L1 chips</source>
        <translation>%L1 fichas</translation>
    </message>
    <message>
        <source>dealer</source>
        <comment>a seat that deals</comment>
        <translation>banca</translation>
    </message>
    <message>
        <source>bet %L1</source>
        <translation>apuesta %L1</translation>
    </message>
    <message>
        <source>cards %1</source>
        <translation>cartas %1</translation>
    </message>
    <message>
        <source>%1 (shown)</source>
        <comment>a card turned up for the table</comment>
        <translation>%1 (mostrada)</translation>
    </message>
    <message>
        <source>hand %1: %2</source>
        <translation>mano %1: %2</translation>
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
        <translation>la banca muestra %1; la otra carta, %2, está boca abajo para la mesa</translation>
    </message>
    <message>
        <source>dealer&apos;s cards face down</source>
        <translation>cartas de la banca boca abajo</translation>
    </message>
    <message>
        <source>dealer shows %1, total %2</source>
        <translation>la banca muestra %1, total %2</translation>
    </message>
    <message>
        <source>dealer has %1, %2</source>
        <translation>la banca tiene %1, %2</translation>
    </message>
</context>
<context>
    <name>format_words</name>
    <message>
        <source>%1 draws %2 for the deal</source>
        <translation>%1 saca %2 en el sorteo de la banca</translation>
    </message>
    <message>
        <source>%1 deals first at table %2</source>
        <translation>%1 reparte primero en la mesa %2</translation>
    </message>
    <message>
        <source>%1 draws table %2, seat %3</source>
        <translation>A %1 le toca la mesa %2, asiento %3</translation>
    </message>
    <message>
        <source>Level %1: %2 draws table %3, seat %4</source>
        <translation>Nivel %1: a %2 le toca la mesa %3, asiento %4</translation>
    </message>
    <message numerus="yes">
        <source>Level %1 starts with %n player(s)</source>
        <translation>
            <numerusform>El nivel %1 empieza con %n jugador</numerusform>
            <numerusform>El nivel %1 empieza con %n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1 is over; going on: %2</source>
        <translation>El nivel %1 ha terminado; siguen: %2</translation>
    </message>
    <message>
        <source>Level %1, table %2 opens: %3 deals first</source>
        <translation>Nivel %1, se abre la mesa %2: %3 reparte primero</translation>
    </message>
    <message numerus="yes">
        <source>Level %1, table %2: %3 wins after %n hand(s)</source>
        <translation>
            <numerusform>Nivel %1, mesa %2: %3 gana tras %n mano</numerusform>
            <numerusform>Nivel %1, mesa %2: %3 gana tras %n manos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the champion</source>
        <translation>%1 es el campeón</translation>
    </message>
    <message numerus="yes">
        <source>Room %1: the match starts, %n hand(s)</source>
        <translation>
            <numerusform>Sala %1: empieza el enfrentamiento, %n mano</numerusform>
            <numerusform>Sala %1: empieza el enfrentamiento, %n manos</numerusform>
        </translation>
    </message>
    <message>
        <source>Room %1: the match is a draw between %2</source>
        <translation>Sala %1: el enfrentamiento termina en empate entre %2</translation>
    </message>
    <message>
        <source>Room %1: %2 wins the match</source>
        <translation>Sala %1: %2 gana el enfrentamiento</translation>
    </message>
    <message numerus="yes">
        <source>%1 ends the round with %L2 chips after %n hand(s)</source>
        <translation>
            <numerusform>%1 termina la ronda con %L2 fichas tras %n mano</numerusform>
            <numerusform>%1 termina la ronda con %L2 fichas tras %n manos</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1: the host commits to its shuffle</source>
        <translation>Mano %1: el anfitrión se compromete con su barajado</translation>
    </message>
    <message>
        <source>Hand %1: the host reveals its shuffle&apos;s seed</source>
        <translation>Mano %1: el anfitrión revela la semilla de su barajado</translation>
    </message>
</context>
<context>
    <name>help_dialog</name>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>The rules of the game and the keys</source>
        <translation>Las reglas del juego y las teclas</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation>Cerrar la ayuda</translation>
    </message>
</context>
<context>
    <name>history_view</name>
    <message>
        <source>Past tournaments</source>
        <translation>Torneos anteriores</translation>
    </message>
    <message>
        <source>Database shown</source>
        <translation>Base de datos mostrada</translation>
    </message>
    <message>
        <source>Export &amp;JSON</source>
        <translation>Exportar &amp;JSON</translation>
    </message>
    <message>
        <source>Export the chosen tournament as a JSON file</source>
        <translation>Exportar el torneo elegido como archivo JSON</translation>
    </message>
    <message>
        <source>The chosen tournament, its standings and every hand&apos;s events, in one JSON file</source>
        <translation>El torneo elegido, su clasificación y los sucesos de cada mano, en un archivo JSON</translation>
    </message>
    <message>
        <source>Export &amp;CSV</source>
        <translation>Exportar &amp;CSV</translation>
    </message>
    <message>
        <source>Export the chosen tournament as CSV files</source>
        <translation>Exportar el torneo elegido como archivos CSV</translation>
    </message>
    <message>
        <source>The chosen tournament&apos;s results.csv and hands.csv, for a spreadsheet</source>
        <translation>results.csv y hands.csv del torneo elegido, para una hoja de cálculo</translation>
    </message>
    <message>
        <source>Back to the &amp;lobby</source>
        <translation>Volver al &amp;lobby</translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation>Volver al lobby</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>&amp;Tournaments</source>
        <translation>&amp;Torneos</translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation>Torneos</translation>
    </message>
    <message>
        <source>Name, game, date, status and winner of each tournament</source>
        <translation>Nombre, juego, fecha, estado y ganador de cada torneo</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>Cla&amp;sificación</translation>
    </message>
    <message>
        <source>Standings of the tournament</source>
        <translation>Clasificación del torneo</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Manos</translation>
    </message>
    <message>
        <source>Hands of the tournament</source>
        <translation>Manos del torneo</translation>
    </message>
    <message>
        <source>Hand number, table, dealer and what it came to</source>
        <translation>Número de mano, mesa, banca y cómo terminó</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Replayed table</source>
        <translation>Mesa repetida</translation>
    </message>
    <message>
        <source>Pick a hand to replay it</source>
        <translation>Elige una mano para repetirla</translation>
    </message>
    <message>
        <source>Replay step</source>
        <translation>Paso de la repetición</translation>
    </message>
    <message>
        <source>The advisor at this step</source>
        <translation>El asesor en este paso</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Primero</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>Primer paso (Inicio)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>Step back (Left arrow)</source>
        <translation>Paso atrás (flecha izquierda)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Next step (Right arrow)</source>
        <translation>Paso siguiente (flecha derecha)</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Último ▶|</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Último paso (Fin)</translation>
    </message>
</context>
<context>
    <name>history_words</name>
    <message>
        <source>stopped before its end</source>
        <translation>detenido antes de terminar</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en juego</translation>
    </message>
    <message numerus="yes">
        <source>– %1 — %Ln chip(s)</source>
        <translation>
            <numerusform>– %1 — %Ln ficha</numerusform>
            <numerusform>– %1 — %Ln fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>house deals</source>
        <translation>reparte la casa</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>reparte %1</translation>
    </message>
    <message>
        <source>Table %1, hand %2</source>
        <translation>Mesa %1, mano %2</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>anulada</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>sin terminar</translation>
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
        <translation>%1 — eliminado en la mano %L2 del torneo</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %Ln chip(s)</source>
        <translation>
            <numerusform>%1 — %Ln ficha</numerusform>
            <numerusform>%1 — %Ln fichas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keep_awake_words</name>
    <message>
        <source>Showing the tournament clock</source>
        <translation>Mostrando el reloj del torneo</translation>
    </message>
</context>
<context>
    <name>kiosk_view</name>
    <message>
        <source>Tournament clock</source>
        <translation>Reloj del torneo</translation>
    </message>
    <message>
        <source>Pitboss</source>
        <translation>Pitboss</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Clock status</source>
        <translation>Estado del reloj</translation>
    </message>
    <message>
        <source>Clock page</source>
        <translation>Página del reloj</translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation>Esperando al anfitrión</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>Apuestas</translation>
    </message>
    <message>
        <source>--:--</source>
        <translation>--:--</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tiempo restante</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Siguiente nivel</translation>
    </message>
    <message>
        <source>Time to the next break</source>
        <translation>Tiempo hasta el próximo descanso</translation>
    </message>
    <message>
        <source>Players left</source>
        <translation>Jugadores restantes</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Media de fichas</translation>
    </message>
    <message>
        <source>Chip leaders</source>
        <translation>Líderes en fichas</translation>
    </message>
    <message>
        <source>Announced</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>Table moves and the director&apos;s words, as announced</source>
        <translation>Cambios de mesa y palabras del director, tal como se anunciaron</translation>
    </message>
    <message>
        <source>Your seat and your screen on your phone</source>
        <translation>Tu asiento y tu pantalla en tu móvil</translation>
    </message>
    <message>
        <source>QR code of the night&apos;s web page</source>
        <translation>Código QR de la página web de la noche</translation>
    </message>
    <message>
        <source>Address of the night&apos;s web page</source>
        <translation>Dirección de la página web de la noche</translation>
    </message>
    <message>
        <source>Standings page</source>
        <translation>Página de clasificación</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Standings: place, player, chips</source>
        <translation>Clasificación: puesto, jugador, fichas</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Table draw page</source>
        <translation>Página del sorteo de mesas</translation>
    </message>
    <message>
        <source>Seat draw</source>
        <translation>Sorteo de asientos</translation>
    </message>
    <message>
        <source>Seat draw: player, table and seat</source>
        <translation>Sorteo de asientos: jugador, mesa y asiento</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>Season standings page</source>
        <translation>Página de la clasificación de la temporada</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Clasificación de la temporada</translation>
    </message>
    <message>
        <source>Season standings: which rows are shown</source>
        <translation>Clasificación de la temporada: qué filas se muestran</translation>
    </message>
    <message>
        <source>Season standings: place, member, points, events, wins</source>
        <translation>Clasificación de la temporada: puesto, socio, puntos, torneos, victorias</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Socio</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Torneos</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Final page</source>
        <translation>Página de la final</translation>
    </message>
    <message>
        <source>The final</source>
        <translation>La final</translation>
    </message>
    <message>
        <source>Final: what the chances come from</source>
        <translation>Final: de dónde salen las probabilidades</translation>
    </message>
    <message>
        <source>Final: place, player, chips, chance of winning</source>
        <translation>Final: puesto, jugador, fichas, probabilidad de ganar</translation>
    </message>
    <message>
        <source>To win</source>
        <translation>Para ganar</translation>
    </message>
    <message>
        <source>Final: what it takes to pass the leader</source>
        <translation>Final: lo que hace falta para pasar al líder</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
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
        <translation>Mínimo %L1</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Nivel %1</translation>
    </message>
    <message>
        <source>Starting soon</source>
        <translation>Empieza enseguida</translation>
    </message>
    <message>
        <source>Next: level %1 · %2</source>
        <translation>Siguiente: nivel %1 · %2</translation>
    </message>
    <message>
        <source>Break in %1</source>
        <translation>Descanso en %1</translation>
    </message>
    <message>
        <source>%1 of %2 players</source>
        <translation>%1 de %2 jugadores</translation>
    </message>
    <message>
        <source>Average stack %L1</source>
        <translation>Media de fichas %L1</translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation>Esperando al anfitrión</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Gana %1</translation>
    </message>
    <message>
        <source>%L1 players</source>
        <translation>%L1 jugadores</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a place and its player</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Socio</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Torneos</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Clasificación de la temporada</translation>
    </message>
    <message>
        <source>No season standings from the host tonight</source>
        <translation>El anfitrión no tiene clasificación de temporada esta noche</translation>
    </message>
    <message>
        <source>%1 · season standings</source>
        <translation>%1 · clasificación de la temporada</translation>
    </message>
    <message numerus="yes">
        <source>After %n tournament(s)</source>
        <translation>
            <numerusform>Tras %n torneo</numerusform>
            <numerusform>Tras %n torneos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · nobody has scored yet</source>
        <translation>%1 · nadie ha puntuado aún</translation>
    </message>
    <message numerus="yes">
        <source>%n member(s)</source>
        <translation>
            <numerusform>%n socio</numerusform>
            <numerusform>%n socios</numerusform>
        </translation>
    </message>
    <message>
        <source>places %1 to %2 of %3</source>
        <translation>puestos %1 a %2 de %3</translation>
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
        <translation>Mano</translation>
    </message>
    <message>
        <source>To win</source>
        <translation>Para ganar</translation>
    </message>
    <message>
        <source>Space start / pause · ← → level · + / - minute · Tab page · M mute · Esc quit</source>
        <translation>Espacio iniciar / pausa · ← → nivel · + / - minuto · Tab página · M silencio · Esc salir</translation>
    </message>
    <message>
        <source>Tab page · M mute · Esc quit</source>
        <translation>Tab página · M silencio · Esc salir</translation>
    </message>
</context>
<context>
    <name>league_errors</name>
    <message>
        <source>A championship needs at least two seats, not %1</source>
        <translation>Un campeonato necesita al menos dos asientos, no %1</translation>
    </message>
    <message>
        <source>A championship needs at least two members with a result in the season; this season has %1</source>
        <translation>Un campeonato necesita al menos dos socios con resultado en la temporada; esta temporada tiene %1</translation>
    </message>
    <message>
        <source>A Series 7 championship of %1 players cannot be played: %2</source>
        <translation>No se puede jugar un campeonato de Series 7 de %1 jugadores: %2</translation>
    </message>
    <message>
        <source>The formula must be text, such as &quot;10 * sqrt(n) / sqrt(p)&quot;, not %1</source>
        <translation>La fórmula debe ser texto, como &quot;10 * sqrt(n) / sqrt(p)&quot;, no %1</translation>
    </message>
    <message>
        <source>The formula is empty; write one of n (the field size) and p (the place), such as &quot;10 * sqrt(n) / sqrt(p)&quot;</source>
        <translation>La fórmula está vacía; escribe una con n (el número de participantes) y p (el puesto), como &quot;10 * sqrt(n) / sqrt(p)&quot;</translation>
    </message>
    <message>
        <source>The formula is %L1 characters long; at most %L2 are allowed</source>
        <translation>La fórmula tiene %L1 caracteres; se permiten como máximo %L2</translation>
    </message>
    <message>
        <source>it is not an expression</source>
        <translation>no es una expresión</translation>
    </message>
    <message>
        <source>The formula %1 cannot be read: %2</source>
        <translation>No se puede leer la fórmula %1: %2</translation>
    </message>
    <message>
        <source>The formula has %L1 parts; at most %L2 are allowed</source>
        <translation>La fórmula tiene %L1 partes; se permiten como máximo %L2</translation>
    </message>
    <message>
        <source>In %1, %2 must be called, as in %2(...)</source>
        <translation>En %1, %2 debe llamarse, como en %2(...)</translation>
    </message>
    <message>
        <source>numbers, n, p, + - * / **, parentheses, sqrt, log, min, max and round</source>
        <translation>números, n, p, + - * / **, paréntesis, sqrt, log, min, max y round</translation>
    </message>
    <message>
        <source>The formula %1 has %2, which is not a number; it may use only %3</source>
        <translation>La fórmula %1 tiene %2, que no es un número; solo puede usar %3</translation>
    </message>
    <message>
        <source>The formula %1 uses the name %2; the only names are n (the field size) and p (the place)</source>
        <translation>La fórmula %1 usa el nombre %2; los únicos nombres son n (el número de participantes) y p (el puesto)</translation>
    </message>
    <message>
        <source>The formula %1 calls something that is not sqrt, log, min, max or round</source>
        <translation>La fórmula %1 llama a algo que no es sqrt, log, min, max ni round</translation>
    </message>
    <message>
        <source>In %1, %2(...) takes plain values, no names= or *</source>
        <translation>En %1, %2(...) solo admite valores simples, sin nombre= ni *</translation>
    </message>
    <message>
        <source>In %1, %2 takes %3 values, not %4</source>
        <translation>En %1, %2 admite %3 valores, no %4</translation>
    </message>
    <message>
        <source>In %1, %2 takes %3 to %4 values, not %5</source>
        <translation>En %1, %2 admite de %3 a %4 valores, no %5</translation>
    </message>
    <message>
        <source>The formula %1 uses an operator other than + - * / **</source>
        <translation>La fórmula %1 usa un operador distinto de + - * / **</translation>
    </message>
    <message>
        <source>The formula %1 uses a dot (.%2); it may use only %3</source>
        <translation>La fórmula %1 usa un punto (.%2); solo puede usar %3</translation>
    </message>
    <message>
        <source>The formula %1 has something it may not: %2; it may use only %3</source>
        <translation>La fórmula %1 tiene algo que no se permite: %2; solo puede usar %3</translation>
    </message>
    <message>
        <source>The formula %1 has something it may not: a statement; it may use only %2</source>
        <translation>La fórmula %1 tiene algo que no se permite: una sentencia; solo puede usar %2</translation>
    </message>
    <message>
        <source>The formula %1 reaches more than %L4 on the way for place %2 of %3</source>
        <translation>La fórmula %1 pasa de %L4 en algún paso para el puesto %2 de %3</translation>
    </message>
    <message>
        <source>The formula %1 has the number %2, more than %L3</source>
        <translation>La fórmula %1 tiene el número %2, mayor que %L3</translation>
    </message>
    <message>
        <source>The formula %1 raises to the power %4; powers go up to %5 for place %2 of %3</source>
        <translation>La fórmula %1 eleva a la potencia %4; las potencias llegan como máximo a %5 para el puesto %2 de %3</translation>
    </message>
    <message>
        <source>The formula %1 takes the square root of a negative number for place %2 of %3</source>
        <translation>La fórmula %1 calcula la raíz cuadrada de un número negativo para el puesto %2 de %3</translation>
    </message>
    <message>
        <source>The formula %1 takes the log of zero or a negative number, or to base 1 for place %2 of %3</source>
        <translation>La fórmula %1 calcula el logaritmo de cero o de un número negativo, o en base 1, para el puesto %2 de %3</translation>
    </message>
    <message>
        <source>The formula %1 rounds to other than 0 to 6 decimals for place %2 of %3</source>
        <translation>La fórmula %1 redondea a un número de decimales fuera de 0 a 6 para el puesto %2 de %3</translation>
    </message>
    <message>
        <source>Points for playing must be a number of points, not %1</source>
        <translation>Los puntos por jugar deben ser un número de puntos, no %1</translation>
    </message>
    <message>
        <source>Points past the table must be a number of points, not %1</source>
        <translation>Los puntos fuera de la tabla deben ser un número de puntos, no %1</translation>
    </message>
    <message>
        <source>Place %2&apos;s points must be a number of points, not %1</source>
        <translation>Los puntos del puesto %2 deben ser un número de puntos, no %1</translation>
    </message>
    <message>
        <source>Points for playing cannot be negative (%1); use 0 for no points</source>
        <translation>Los puntos por jugar no pueden ser negativos (%1); usa 0 para no dar puntos</translation>
    </message>
    <message>
        <source>Points past the table cannot be negative (%1); use 0 for no points</source>
        <translation>Los puntos fuera de la tabla no pueden ser negativos (%1); usa 0 para no dar puntos</translation>
    </message>
    <message>
        <source>Place %2&apos;s points cannot be negative (%1); use 0 for no points</source>
        <translation>Los puntos del puesto %2 no pueden ser negativos (%1); usa 0 para no dar puntos</translation>
    </message>
    <message>
        <source>Points for playing are more than %L3 points (%1)</source>
        <translation>Los puntos por jugar superan los %L3 puntos (%1)</translation>
    </message>
    <message>
        <source>Points past the table are more than %L3 points (%1)</source>
        <translation>Los puntos fuera de la tabla superan los %L3 puntos (%1)</translation>
    </message>
    <message>
        <source>Place %2&apos;s points are more than %L3 points (%1)</source>
        <translation>Los puntos del puesto %2 superan los %L3 puntos (%1)</translation>
    </message>
    <message>
        <source>Points for playing have more than two decimals (%1); points are kept to the hundredth</source>
        <translation>Los puntos por jugar tienen más de dos decimales (%1); los puntos se guardan con centésimas</translation>
    </message>
    <message>
        <source>Points past the table have more than two decimals (%1); points are kept to the hundredth</source>
        <translation>Los puntos fuera de la tabla tienen más de dos decimales (%1); los puntos se guardan con centésimas</translation>
    </message>
    <message>
        <source>Place %2&apos;s points have more than two decimals (%1); points are kept to the hundredth</source>
        <translation>Los puntos del puesto %2 tienen más de dos decimales (%1); los puntos se guardan con centésimas</translation>
    </message>
    <message>
        <source>A field must have 1 to %L1 players, not %2</source>
        <translation>Un torneo debe tener de 1 a %L1 participantes, no %2</translation>
    </message>
    <message>
        <source>At least one player finishes each place, not %1</source>
        <translation>Cada puesto lo termina al menos un jugador, no %1</translation>
    </message>
    <message>
        <source>Place %1 shared by %2 cannot be in a field of %3: places run from 1 to %3</source>
        <translation>El puesto %1 compartido por %2 no puede darse en un torneo de %3 participantes: los puestos van de 1 a %3</translation>
    </message>
    <message>
        <source>&quot;places&quot; must be a list of points, 1st place first, such as [100, 80, 65]</source>
        <translation>&quot;places&quot; debe ser una lista de puntos, empezando por el primer puesto, como [100, 80, 65]</translation>
    </message>
    <message>
        <source>The table of points by place is empty; give points for 1st place at least, as &quot;places&quot;: [100, 80, 65]</source>
        <translation>La tabla de puntos por puesto está vacía; da puntos al menos al primer puesto, como &quot;places&quot;: [100, 80, 65]</translation>
    </message>
    <message>
        <source>The table has %1 places; at most %2 are allowed (use past_table for the rest)</source>
        <translation>La tabla tiene %1 puestos; se permiten como máximo %2 (usa past_table para el resto)</translation>
    </message>
    <message>
        <source>The formula %1 divides by zero for place %2 of %3</source>
        <translation>La fórmula %1 divide entre cero para el puesto %2 de %3</translation>
    </message>
    <message>
        <source>The formula %1 raises a negative number to a power that is not whole for place %2 of %3</source>
        <translation>La fórmula %1 eleva un número negativo a una potencia no entera para el puesto %2 de %3</translation>
    </message>
    <message>
        <source>The formula %1 gives more than %L4 points for place %2 of %3</source>
        <translation>La fórmula %1 da más de %L4 puntos para el puesto %2 de %3</translation>
    </message>
    <message>
        <source>The formula %1 gives %4 points for place %2 of %3; points cannot be negative (max(0, ...) keeps them at 0 or more)</source>
        <translation>La fórmula %1 da %4 puntos para el puesto %2 de %3; los puntos no pueden ser negativos (max(0, ...) los mantiene en 0 o más)</translation>
    </message>
    <message>
        <source>The points formula is not valid JSON (line %1, column %2)</source>
        <translation>La fórmula de puntos no es JSON válido (línea %1, columna %2)</translation>
    </message>
    <message>
        <source>The points formula is not valid JSON</source>
        <translation>La fórmula de puntos no es JSON válido</translation>
    </message>
    <message>
        <source>The points formula must be an object, such as {&quot;places&quot;: [100, 80, 65], &quot;playing&quot;: 10}</source>
        <translation>La fórmula de puntos debe ser un objeto, como {&quot;places&quot;: [100, 80, 65], &quot;playing&quot;: 10}</translation>
    </message>
    <message>
        <source>The points formula needs exactly one of &quot;places&quot; (a table of points by place) or &quot;formula&quot; (an expression of n and p)</source>
        <translation>La fórmula de puntos necesita exactamente uno de &quot;places&quot; (una tabla de puntos por puesto) o &quot;formula&quot; (una expresión de n y p)</translation>
    </message>
    <message>
        <source>The points formula has %1, which it does not know; it takes %2</source>
        <translation>La fórmula de puntos tiene %1, que no reconoce; admite %2</translation>
    </message>
    <message>
        <source>Tournament %1 has the variant %2; the variants are %3</source>
        <translation>El torneo %1 tiene la variante %2; las variantes son %3</translation>
    </message>
    <message>
        <source>Tournament %1 has a field of %2; a field has at least one player</source>
        <translation>El torneo %1 tiene %2 participantes; un torneo tiene al menos un jugador</translation>
    </message>
    <message>
        <source>Tournament %1 lists %2 finishes for a field of %3</source>
        <translation>El torneo %1 indica %2 puestos finales para %3 participantes</translation>
    </message>
    <message>
        <source>Tournament %1 has a finish with no member&apos;s name</source>
        <translation>El torneo %1 tiene un puesto final sin nombre de socio</translation>
    </message>
    <message>
        <source>Tournament %1 lists %2 twice</source>
        <translation>El torneo %1 indica a %2 dos veces</translation>
    </message>
    <message>
        <source>Tournament %1: %2&apos;s place %3 is not between 1 and the field&apos;s %4</source>
        <translation>Torneo %1: el puesto %3 de %2 no está entre 1 y los %4 participantes</translation>
    </message>
    <message>
        <source>Tournament %1: %2 players share place %3, so they take places %3 to %4 (C-12) and the next place is %5 or later, not %6</source>
        <translation>Torneo %1: %2 jugadores comparten el puesto %3, así que ocupan los puestos %3 a %4 (C-12) y el siguiente puesto es el %5 o posterior, no el %6</translation>
    </message>
    <message>
        <source>Tournament %1: %2 players share place %3, past the field&apos;s %4 places</source>
        <translation>Torneo %1: %2 jugadores comparten el puesto %3, más allá de los %4 puestos del torneo</translation>
    </message>
    <message>
        <source>Tournament %1 is in the season twice</source>
        <translation>El torneo %1 está dos veces en la temporada</translation>
    </message>
    <message>
        <source>The name is taken: member %1 is &apos;%2&apos; (names are the same whatever their case or width)</source>
        <translation>El nombre está ocupado: el socio %1 es «%2» (los nombres son iguales sin importar mayúsculas o anchura)</translation>
    </message>
    <message>
        <source>Member number %1 is taken, by &apos;%2&apos;</source>
        <translation>El número de socio %1 está ocupado, por «%2»</translation>
    </message>
    <message>
        <source>There is a season called &apos;%1&apos; already</source>
        <translation>Ya hay una temporada llamada «%1»</translation>
    </message>
    <message>
        <source>%1 is written YYYY-MM-DD, like 2026-12-05, not &apos;%2&apos;</source>
        <translation>%1 se escribe AAAA-MM-DD, como 2026-12-05, no «%2»</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not a date of the calendar</source>
        <translation>%1 «%2» no es una fecha del calendario</translation>
    </message>
    <message>
        <source>%1 must be given</source>
        <translation>Falta %1</translation>
    </message>
    <message>
        <source>%1 must be one line of text, without control characters</source>
        <translation>%1 debe ser una sola línea de texto, sin caracteres de control</translation>
    </message>
    <message>
        <source>%1 is %L2 characters long; at most %L3</source>
        <translation>%1 tiene %L2 caracteres; como máximo %L3</translation>
    </message>
    <message>
        <source>The date you confirmed the member is 21 or older (%1) is after today (%2): give the date it was confirmed</source>
        <translation>La fecha en que confirmaste que el socio tiene 21 años o más (%1) es posterior a hoy (%2): indica la fecha en que se confirmó</translation>
    </message>
    <message>
        <source>The date of joining (%1) is after today (%2)</source>
        <translation>La fecha de alta (%1) es posterior a hoy (%2)</translation>
    </message>
</context>
<context>
    <name>league_texts</name>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Alta</translation>
    </message>
    <message>
        <source>21+ confirmed on</source>
        <translation>21+ confirmado el</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Socio</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Torneos</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Won dealing</source>
        <translation>Ganado repartiendo</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Played on</source>
        <translation>Jugado el</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Participantes</translation>
    </message>
    <message>
        <source>active</source>
        <translation>activo</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>suspendido</translation>
    </message>
    <message>
        <source>revoked</source>
        <translation>revocado</translation>
    </message>
    <message>
        <source>%1 since %2, by %3: %4</source>
        <comment>a member&apos;s status, its date, who decided it and why</comment>
        <translation>%1 desde el %2, por %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 to %3, %n tournament(s)</source>
        <translation>
            <numerusform>%1: del %2 al %3, %n torneo</numerusform>
            <numerusform>%1: del %2 al %3, %n torneos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (tied, %n player(s))</source>
        <translation>
            <numerusform>%1 (compartido, %n jugador)</numerusform>
            <numerusform>%1 (compartido, %n jugadores)</numerusform>
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
        <translation>Base de datos mostrada</translation>
    </message>
    <message>
        <source>Back to the &amp;lobby</source>
        <translation>Volver al &amp;lobby</translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation>Volver al lobby</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Roster, and seasons with their standings</source>
        <translation>Lista de socios, y temporadas con su clasificación</translation>
    </message>
    <message>
        <source>&amp;Roster</source>
        <translation>&amp;Socios</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Socios</translation>
    </message>
    <message>
        <source>Number, name, status with its reason, date joined and date confirmed 21 or older of each member</source>
        <translation>Número, nombre, estado con su motivo, fecha de alta y fecha en que se confirmó que tiene 21 años o más, de cada socio</translation>
    </message>
    <message>
        <source>New member</source>
        <translation>Socio nuevo</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>New member&apos;s name, the one they play under</source>
        <translation>Nombre del socio nuevo, con el que juega</translation>
    </message>
    <message>
        <source>The name they play under</source>
        <translation>El nombre con el que juega</translation>
    </message>
    <message>
        <source>21+ confirmed &amp;on</source>
        <translation>21+ confirmado &amp;el</translation>
    </message>
    <message>
        <source>Date you confirmed they are 21 or older, YYYY-MM-DD</source>
        <translation>Fecha en que confirmaste que tiene 21 años o más, AAAA-MM-DD</translation>
    </message>
    <message>
        <source>No date of birth is kept: only the day you checked</source>
        <translation>No se guarda ninguna fecha de nacimiento: solo el día en que lo comprobaste</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>AAAA-MM-DD</translation>
    </message>
    <message>
        <source>&amp;Add member</source>
        <translation>Añadir so&amp;cio</translation>
    </message>
    <message>
        <source>Add the new member</source>
        <translation>Añadir el socio nuevo</translation>
    </message>
    <message>
        <source>Chosen member&apos;s status</source>
        <translation>Estado del socio elegido</translation>
    </message>
    <message>
        <source>Choose a member in the roster</source>
        <translation>Elige un socio en la lista</translation>
    </message>
    <message>
        <source>Chosen member</source>
        <translation>Socio elegido</translation>
    </message>
    <message>
        <source>Rea&amp;son</source>
        <translation>&amp;Motivo</translation>
    </message>
    <message>
        <source>Reason, as the member will be told</source>
        <translation>Motivo, tal como se le dirá al socio</translation>
    </message>
    <message>
        <source>As the member will be told</source>
        <translation>Tal como se le dirá al socio</translation>
    </message>
    <message>
        <source>Decided &amp;by</source>
        <translation>&amp;Decidido por</translation>
    </message>
    <message>
        <source>Who decided</source>
        <translation>Quién lo decidió</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>S&amp;uspend</source>
        <translation>S&amp;uspender</translation>
    </message>
    <message>
        <source>Suspend the chosen member</source>
        <translation>Suspender al socio elegido</translation>
    </message>
    <message>
        <source>Re&amp;voke</source>
        <translation>Re&amp;vocar</translation>
    </message>
    <message>
        <source>Revoke the chosen member&apos;s membership: they cannot register</source>
        <translation>Revocar la membresía del socio elegido: no podrá inscribirse</translation>
    </message>
    <message>
        <source>Reins&amp;tate</source>
        <translation>Readm&amp;itir</translation>
    </message>
    <message>
        <source>Reinstate the chosen member</source>
        <translation>Readmitir al socio elegido</translation>
    </message>
    <message>
        <source>Roster as CSV</source>
        <translation>Lista de socios en CSV</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>Im&amp;portar CSV…</translation>
    </message>
    <message>
        <source>Import members from a CSV file, all or none</source>
        <translation>Importar socios de un archivo CSV, todos o ninguno</translation>
    </message>
    <message>
        <source>A header row naming the columns: name and adult_confirmed_on at least</source>
        <translation>Una fila de cabecera con los nombres de las columnas: como mínimo name y adult_confirmed_on</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xportar CSV…</translation>
    </message>
    <message>
        <source>Export every member to a CSV file</source>
        <translation>Exportar todos los socios a un archivo CSV</translation>
    </message>
    <message>
        <source>Seasons and stan&amp;dings</source>
        <translation>&amp;Temporadas y clasificación</translation>
    </message>
    <message>
        <source>Seasons</source>
        <translation>Temporadas</translation>
    </message>
    <message>
        <source>Name, dates and number of tournaments of each season</source>
        <translation>Nombre, fechas y número de torneos de cada temporada</translation>
    </message>
    <message>
        <source>New season, or a new formula</source>
        <translation>Temporada nueva, o fórmula nueva</translation>
    </message>
    <message>
        <source>Na&amp;me</source>
        <translation>Nom&amp;bre</translation>
    </message>
    <message>
        <source>New season&apos;s name</source>
        <translation>Nombre de la temporada nueva</translation>
    </message>
    <message>
        <source>Winter 2027</source>
        <translation>Invierno 2027</translation>
    </message>
    <message>
        <source>&amp;First day</source>
        <translation>P&amp;rimer día</translation>
    </message>
    <message>
        <source>New season&apos;s first day, YYYY-MM-DD</source>
        <translation>Primer día de la temporada nueva, AAAA-MM-DD</translation>
    </message>
    <message>
        <source>Last da&amp;y</source>
        <translation>Últi&amp;mo día</translation>
    </message>
    <message>
        <source>New season&apos;s last day, YYYY-MM-DD</source>
        <translation>Último día de la temporada nueva, AAAA-MM-DD</translation>
    </message>
    <message>
        <source>Points pr&amp;eset</source>
        <translation>Puntos &amp;predefinidos</translation>
    </message>
    <message>
        <source>Points formula: a preset, or your own typed as JSON</source>
        <translation>Fórmula de puntos: una predefinida, o la tuya escrita en JSON</translation>
    </message>
    <message>
        <source>Own formula (&amp;JSON)</source>
        <translation>Fórmula propia (&amp;JSON)</translation>
    </message>
    <message>
        <source>Your own points formula, as JSON</source>
        <translation>Tu propia fórmula de puntos, en JSON</translation>
    </message>
    <message>
        <source>A table: {&quot;places&quot;: [100, 80, 65], &quot;past_table&quot;: 0, &quot;playing&quot;: 10}; or an expression of the field n and the place p: {&quot;formula&quot;: &quot;10 * sqrt(n) / sqrt(p)&quot;, &quot;playing&quot;: 5}</source>
        <translation>Una tabla: {&quot;places&quot;: [100, 80, 65], &quot;past_table&quot;: 0, &quot;playing&quot;: 10}; o una expresión del número de participantes n y el puesto p: {&quot;formula&quot;: &quot;10 * sqrt(n) / sqrt(p)&quot;, &quot;playing&quot;: 5}</translation>
    </message>
    <message>
        <source>{&quot;places&quot;: [100, 80, 65], &quot;playing&quot;: 10}</source>
        <translation>{&quot;places&quot;: [100, 80, 65], &quot;playing&quot;: 10}</translation>
    </message>
    <message>
        <source>&amp;Create season</source>
        <translation>&amp;Crear temporada</translation>
    </message>
    <message>
        <source>Create the new season</source>
        <translation>Crear la temporada nueva</translation>
    </message>
    <message>
        <source>Ne&amp;w formula</source>
        <translation>N&amp;ueva fórmula</translation>
    </message>
    <message>
        <source>Count the chosen season&apos;s points by this formula</source>
        <translation>Contar los puntos de la temporada elegida con esta fórmula</translation>
    </message>
    <message>
        <source>The chosen season counts its points by this formula: its standings are worked out again</source>
        <translation>La temporada elegida cuenta sus puntos con esta fórmula: su clasificación se vuelve a calcular</translation>
    </message>
    <message>
        <source>Count a finished tournament</source>
        <translation>Contar un torneo terminado</translation>
    </message>
    <message>
        <source>Finished tournament to count in the chosen season</source>
        <translation>Torneo terminado que contar en la temporada elegida</translation>
    </message>
    <message>
        <source>Assi&amp;gn</source>
        <translation>Asi&amp;gnar</translation>
    </message>
    <message>
        <source>Count the tournament in the chosen season</source>
        <translation>Contar el torneo en la temporada elegida</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Standings of the chosen season</source>
        <translation>Clasificación de la temporada elegida</translation>
    </message>
    <message>
        <source>Place, member, points, events, wins, best and average finish, chips won dealing</source>
        <translation>Puesto, socio, puntos, torneos, victorias, mejor puesto y puesto medio, fichas ganadas repartiendo</translation>
    </message>
    <message>
        <source>&amp;Print season table…</source>
        <translation>&amp;Imprimir tabla de la temporada…</translation>
    </message>
    <message>
        <source>Print the season table to a PDF file</source>
        <translation>Imprimir la tabla de la temporada en un archivo PDF</translation>
    </message>
    <message>
        <source>Member&apos;s history</source>
        <translation>Historial del socio</translation>
    </message>
    <message>
        <source>Tournaments of the chosen member in the season</source>
        <translation>Torneos del socio elegido en la temporada</translation>
    </message>
    <message>
        <source>Tournament, date, game, field, place and points</source>
        <translation>Torneo, fecha, juego, participantes, puesto y puntos</translation>
    </message>
    <message>
        <source>Its &amp;hands in past tournaments</source>
        <translation>Sus ma&amp;nos en torneos anteriores</translation>
    </message>
    <message>
        <source>Show the chosen tournament and its hands in past tournaments</source>
        <translation>Mostrar el torneo elegido y sus manos en Torneos anteriores</translation>
    </message>
</context>
<context>
    <name>league_words</name>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Archivos CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Square root: 10 × √n ÷ √p</source>
        <translation>Raíz cuadrada: 10 × √n ÷ √p</translation>
    </message>
    <message>
        <source>Linear: n − p + 1</source>
        <translation>Lineal: n − p + 1</translation>
    </message>
    <message>
        <source>Logarithmic: 10 × (log(n + 1) − log(p))</source>
        <translation>Logarítmica: 10 × (log(n + 1) − log(p))</translation>
    </message>
    <message>
        <source>Fixed, top nine: 25, 18, 13 … and 1 for playing</source>
        <translation>Fija, nueve primeros: 25, 18, 13 … y 1 por jugar</translation>
    </message>
    <message>
        <source>My own, typed as JSON below</source>
        <translation>La mía, escrita abajo en JSON</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n member(s) from %1</source>
        <translation>
            <numerusform>%n socio importado de %1</numerusform>
            <numerusform>%n socios importados de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n member(s) to %1</source>
        <translation>
            <numerusform>%n socio escrito en %1</numerusform>
            <numerusform>%n socios escritos en %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Printed the season table of %1 to %2 (%n page(s))</source>
        <translation>
            <numerusform>Tabla de la temporada de %1 impresa en %2 (%n página)</numerusform>
            <numerusform>Tabla de la temporada de %1 impresa en %2 (%n páginas)</numerusform>
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
        <translation>Torneos de blackjack: Series 7, 10 manos y BlackJack eXtreme. Las fichas no tienen valor monetario.</translation>
    </message>
    <message>
        <source>Play at home</source>
        <translation>Jugar en casa</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Tu no&amp;mbre</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>Jue&amp;go</translation>
    </message>
    <message>
        <source>Game to play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>&amp;Bots</source>
        <translation>&amp;Bots</translation>
    </message>
    <message>
        <source>Number of bots</source>
        <translation>Número de bots</translation>
    </message>
    <message>
        <source>Bot &amp;level</source>
        <translation>Ni&amp;vel de los bots</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>Nivel de los bots</translation>
    </message>
    <message>
        <source>Basic strategy</source>
        <translation>Estrategia básica</translation>
    </message>
    <message>
        <source>Tournament sense</source>
        <translation>Sentido de torneo</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Rules in force</source>
        <translation>Reglas vigentes</translation>
    </message>
    <message>
        <source>R&amp;ule options…</source>
        <translation>&amp;Opciones de reglas…</translation>
    </message>
    <message>
        <source>Change the rule options</source>
        <translation>Cambiar las opciones de reglas</translation>
    </message>
    <message>
        <source>Play at home against the bots</source>
        <translation>Jugar en casa contra los bots</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>Host a game night</source>
        <translation>Organizar una noche de juego</translation>
    </message>
    <message>
        <source>G&amp;ame</source>
        <translation>Ju&amp;ego</translation>
    </message>
    <message>
        <source>Game to host</source>
        <translation>Juego que organizar</translation>
    </message>
    <message>
        <source>Po&amp;rt</source>
        <translation>&amp;Puerto</translation>
    </message>
    <message>
        <source>Port to listen on</source>
        <translation>Puerto en el que escuchar</translation>
    </message>
    <message>
        <source>Join cod&amp;e</source>
        <translation>Código p&amp;ara unirse</translation>
    </message>
    <message>
        <source>Join code players type</source>
        <translation>Código para unirse que escriben los jugadores</translation>
    </message>
    <message>
        <source>4 to 12 characters</source>
        <translation>4 a 12 caracteres</translation>
    </message>
    <message>
        <source>&amp;Director code</source>
        <translation>&amp;Código de director</translation>
    </message>
    <message>
        <source>Director code</source>
        <translation>Código de director</translation>
    </message>
    <message>
        <source>Leave empty for a new one</source>
        <translation>Vacío = uno nuevo</translation>
    </message>
    <message>
        <source>C&amp;lock page port</source>
        <translation>Puerto de &amp;la página del reloj</translation>
    </message>
    <message>
        <source>Port of the web page of the clock (off: none)</source>
        <translation>Puerto de la página web del reloj (desactivado: ninguna)</translation>
    </message>
    <message>
        <source>A TV or a phone shows the clock at http://ADDRESS:PORT/clock</source>
        <translation>Una tele o un móvil muestra el reloj en http://DIRECCIÓN:PUERTO/clock</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Others join at</source>
        <translation>Los demás se unen en</translation>
    </message>
    <message>
        <source>Address others type</source>
        <translation>Dirección que escriben los demás</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Night hosted here</source>
        <translation>Noche organizada aquí</translation>
    </message>
    <message>
        <source>H&amp;ost</source>
        <translation>Organi&amp;zar</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Unirse a una partida</translation>
    </message>
    <message>
        <source>On this &amp;network</source>
        <translation>En esta &amp;red</translation>
    </message>
    <message>
        <source>Hosts found on the network</source>
        <translation>Anfitriones encontrados en la red</translation>
    </message>
    <message>
        <source>Add&amp;ress</source>
        <translation>&amp;Dirección</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Dirección del anfitrión</translation>
    </message>
    <message>
        <source>192.168.1.20</source>
        <translation>192.168.1.20</translation>
    </message>
    <message>
        <source>Host port</source>
        <translation>Puerto del anfitrión</translation>
    </message>
    <message>
        <source>Co&amp;de</source>
        <translation>Cód&amp;igo</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Código para unirse</translation>
    </message>
    <message>
        <source>The host&apos;s join code</source>
        <translation>Código del anfitrión</translation>
    </message>
    <message>
        <source>Jo&amp;in as</source>
        <translation>Unir&amp;se como</translation>
    </message>
    <message>
        <source>Join as</source>
        <translation>Unirse como</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Director</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Espectador</translation>
    </message>
    <message>
        <source>Your na&amp;me</source>
        <translation>Tu &amp;nombre</translation>
    </message>
    <message>
        <source>Your name at the table you join</source>
        <translation>Tu nombre en la mesa a la que te unes</translation>
    </message>
    <message>
        <source>Join the game</source>
        <translation>Unirse a la partida</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Open the kiosk clock</source>
        <translation>Abrir el reloj de quiosco</translation>
    </message>
    <message>
        <source>&amp;Kiosk clock</source>
        <translation>Reloj de &amp;quiosco</translation>
    </message>
    <message>
        <source>Open past tournaments</source>
        <translation>Abrir los torneos anteriores</translation>
    </message>
    <message>
        <source>Past &amp;tournaments</source>
        <translation>&amp;Torneos anteriores</translation>
    </message>
    <message>
        <source>Open the league: members, seasons and standings</source>
        <translation>Abrir la liga: socios, temporadas y clasificación</translation>
    </message>
    <message>
        <source>&amp;Your league</source>
        <translation>Tu l&amp;iga</translation>
    </message>
    <message>
        <source>Open the drills: spots graded by the advisor</source>
        <translation>Abrir los ejercicios: casos calificados por el asesor</translation>
    </message>
    <message>
        <source>Drills &amp;with the advisor</source>
        <translation>E&amp;jercicios</translation>
    </message>
    <message>
        <source>Show the basic-strategy chart of the chosen game</source>
        <translation>Mostrar la tabla de estrategia básica del juego elegido</translation>
    </message>
    <message>
        <source>Strategy &amp;chart</source>
        <translation>Tabla de &amp;estrategia</translation>
    </message>
    <message>
        <source>Open the settings</source>
        <translation>Abrir los ajustes</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Aju&amp;stes</translation>
    </message>
    <message>
        <source>Quit Pitboss</source>
        <translation>Salir de Pitboss</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;lir</translation>
    </message>
</context>
<context>
    <name>lobby_words</name>
    <message>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message>
        <source>One deck, a player deals and covers every bet (S7); the deal rotates; levels of 15 minutes with a break every three.</source>
        <translation>Una baraja; un jugador reparte y cubre todas las apuestas (S7); la banca pasa al siguiente jugador; niveles de 15 minutos con un descanso cada tres.</translation>
    </message>
    <message>
        <source>BlackJack eXtreme: blinds up to 3x the minimum, one card down and one up, raise, check or fold; 20-minute levels.</source>
        <translation>BlackJack eXtreme: ciegas de hasta 3 veces el mínimo, una carta tapada y otra descubierta; subir, pasar o retirarse; niveles de 20 minutos.</translation>
    </message>
    <message>
        <source>Head to head over 10 hands against a house dealer: six decks, dealer hits soft 17, insurance and late surrender.</source>
        <translation>Cara a cara durante 10 manos contra un crupier de la casa: seis barajas, el crupier pide con 17 blando, seguro y rendición tardía.</translation>
    </message>
    <message>
        <source>No game nights found on this network yet: still looking</source>
        <translation>Aún no se han encontrado noches de juego en esta red: se sigue buscando</translation>
    </message>
    <message numerus="yes">
        <source>hosting: %1, %Ln player(s)</source>
        <translation>
            <numerusform>organizando: %1, %Ln jugador</numerusform>
            <numerusform>organizando: %1, %Ln jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 · %3:%4 · %Ln player(s)</source>
        <translation>
            <numerusform>%1
%2 · %3:%4 · %Ln jugador</numerusform>
            <numerusform>%1
%2 · %3:%4 · %Ln jugadores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>local_words</name>
    <message>
        <source>Give yourself a name</source>
        <translation>Ponte un nombre</translation>
    </message>
    <message>
        <source>%1 at home</source>
        <comment>a night&apos;s name: %1 is the rule set</comment>
        <translation>%1 en casa</translation>
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
        <translation>Páginas</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
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
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>S&amp;kip animations</source>
        <translation>Saltar &amp;animaciones</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>&amp;About Pitboss</source>
        <translation>Acerca &amp;de Pitboss</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
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
        <translation>gana</translation>
    </message>
    <message>
        <source>lose</source>
        <translation>pierde</translation>
    </message>
    <message>
        <source>push</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>se pasa</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>natural</translation>
    </message>
    <message>
        <source>dealer natural</source>
        <translation>natural del crupier</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>rendición</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>se retira</translation>
    </message>
    <message>
        <source>dealer fold</source>
        <translation>la banca se retira</translation>
    </message>
    <message>
        <source>forfeit</source>
        <translation>pierde por ausencia</translation>
    </message>
    <message>
        <source>even money</source>
        <translation>pago igualado</translation>
    </message>
    <message>
        <source>insurance won</source>
        <translation>seguro ganado</translation>
    </message>
    <message>
        <source>insurance lost</source>
        <translation>seguro perdido</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>devuelta</translation>
    </message>
    <message>
        <source>sat out</source>
        <translation>no jugó</translation>
    </message>
    <message>
        <source>void</source>
        <translation>anulada</translation>
    </message>
</context>
<context>
    <name>phrases</name>
    <message>
        <source>Say hello first</source>
        <translation>Primero hay que saludar al anfitrión</translation>
    </message>
    <message>
        <source>A director connects with the director&apos;s code</source>
        <translation>Un director se conecta con el código de director</translation>
    </message>
    <message>
        <source>Wrong director code</source>
        <translation>Código de director incorrecto</translation>
    </message>
    <message>
        <source>Wrong join code</source>
        <translation>Código para unirse incorrecto</translation>
    </message>
    <message>
        <source>Too many wrong codes from your address: try again in %1 s</source>
        <translation>Demasiados códigos incorrectos desde tu dirección: vuelve a intentarlo en %1 s</translation>
    </message>
    <message>
        <source>%1 is already playing here; rejoin with your token (names that differ only in case or in the form of their letters are the same name)</source>
        <translation>%1 ya está jugando aquí; vuelve a unirte con tu token (los nombres que solo difieren en mayúsculas o en la forma de sus letras son el mismo nombre)</translation>
    </message>
    <message>
        <source>You left before your seat was yours again</source>
        <translation>Te fuiste antes de recuperar tu asiento</translation>
    </message>
    <message>
        <source>Another connection to your seat is waiting to take it back: wait for it, or try again later</source>
        <translation>Otra conexión a tu asiento está esperando para recuperarlo: espera a que termine o vuelve a intentarlo más tarde</translation>
    </message>
    <message>
        <source>The tournament is full: you are on the waiting list (S7-2), first in line for the night&apos;s next tournament: join again when it opens</source>
        <translation>El torneo está lleno: estás en la lista de espera (S7-2), el primero en la cola para el próximo torneo de la noche; vuelve a unirte cuando se abra</translation>
    </message>
    <message>
        <source>The director did not answer your late entry in time</source>
        <translation>El director no respondió a tu inscripción tardía a tiempo</translation>
    </message>
    <message>
        <source>You left before the director answered</source>
        <translation>Te fuiste antes de que el director respondiera</translation>
    </message>
    <message>
        <source>The director refused your late entry</source>
        <translation>El director rechazó tu inscripción tardía</translation>
    </message>
    <message>
        <source>Not registered: %1</source>
        <translation>No inscrito: %1</translation>
    </message>
    <message>
        <source>Too many connections from %1 (%2)</source>
        <translation>Demasiadas conexiones desde %1 (%2)</translation>
    </message>
    <message>
        <source>The host is full: try again later</source>
        <translation>El anfitrión está lleno: vuelve a intentarlo más tarde</translation>
    </message>
    <message>
        <source>Say hello within %1 seconds</source>
        <translation>Saluda al anfitrión antes de %1 segundos</translation>
    </message>
    <message>
        <source>The tournament and its waiting list (%L1 names) are full: no more names are taken</source>
        <translation>El torneo y su lista de espera (%L1 nombres) están llenos: no se admiten más nombres</translation>
    </message>
    <message>
        <source>The field is full (%L1 players, the most this host takes): no more names are taken</source>
        <translation>Los participantes están completos (%L1 jugadores, el máximo de este anfitrión): no se admiten más nombres</translation>
    </message>
    <message>
        <source>%L1 names from your address are on the waiting list, the most one address may have there</source>
        <translation>Hay %L1 nombres de tu dirección en la lista de espera, el máximo que puede tener una dirección</translation>
    </message>
    <message>
        <source>%L1 names from your address are in the field, the most one address may have there</source>
        <translation>Hay %L1 nombres de tu dirección entre los participantes, el máximo que puede tener una dirección</translation>
    </message>
    <message>
        <source>Choose a name of 1 to %1 letters, digits, spaces or .&apos;-</source>
        <translation>Elige un nombre de 1 a %1 letras, cifras, espacios o .&apos;-</translation>
    </message>
    <message>
        <source>&apos;%1&apos; mixes letters of different scripts, which can look like another name: write it in one script</source>
        <translation>«%1» mezcla letras de distintos alfabetos, lo que puede parecer otro nombre: escríbelo en un solo alfabeto</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a word the host uses for a role: choose another name</source>
        <translation>«%1» es una palabra que el anfitrión usa para un rol: elige otro nombre</translation>
    </message>
    <message>
        <source>Choose a code of %1 to %2 characters</source>
        <translation>Elige un código de %1 a %2 caracteres</translation>
    </message>
    <message>
        <source>No bet of yours is awaited there</source>
        <translation>Ahí no se espera ninguna apuesta tuya</translation>
    </message>
    <message>
        <source>%L1</source>
        <translation>%L1</translation>
    </message>
    <message>
        <source>%L1 or %L2</source>
        <translation>%L1 o %L2</translation>
    </message>
    <message>
        <source>%L1 to %L2</source>
        <translation>de %L1 a %L2</translation>
    </message>
    <message>
        <source>%L1 to %L2, in steps of %L3 chips</source>
        <translation>de %L1 a %L2, en pasos de %L3 fichas</translation>
    </message>
    <message>
        <source>Bet %1, not %L2</source>
        <translation>Apuesta %1, no %L2</translation>
    </message>
    <message>
        <source>Bet %1, not %L2: your bet of %L3 stands</source>
        <translation>Apuesta %1, no %L2: se mantiene tu apuesta de %L3</translation>
    </message>
    <message>
        <source>Bet %1, not %L2: you bet the lowest</source>
        <translation>Apuesta %1, no %L2: apuestas el mínimo</translation>
    </message>
    <message>
        <source>Your bet was refused (%1): you bet the lowest</source>
        <translation>Tu apuesta fue rechazada (%1): apuestas el mínimo</translation>
    </message>
    <message>
        <source>Level %1 began</source>
        <translation>Empezó el nivel %1</translation>
    </message>
    <message>
        <source>The bets changed</source>
        <translation>Las apuestas cambiaron</translation>
    </message>
    <message>
        <source>%1 before the cards were dealt: bet %2</source>
        <translation>%1 antes del reparto: apuesta %2</translation>
    </message>
    <message>
        <source>%1 before the cards were dealt: you bet %2</source>
        <translation>%1 antes del reparto: apuestas %2</translation>
    </message>
    <message>
        <source>%1 before the cards were dealt, so your bet of %L2 is asked again: bet %3</source>
        <translation>%1 antes del reparto, así que se vuelve a pedir tu apuesta de %L2: apuesta %3</translation>
    </message>
    <message>
        <source>%1 before the cards were dealt, so your bet of %L2 is asked again: you bet %3</source>
        <translation>%1 antes del reparto, así que se vuelve a pedir tu apuesta de %L2: apuestas %3</translation>
    </message>
    <message>
        <source>Your time ran out, so you are away: the rules bet and play for you without waiting until you bet or act again</source>
        <translation>Se te acabó el tiempo, así que estás ausente: las reglas apuestan y juegan por ti sin esperar hasta que vuelvas a apostar o actuar</translation>
    </message>
    <message>
        <source>Welcome back: the table waits for your bets and actions again</source>
        <translation>Bienvenido de nuevo: la mesa vuelve a esperar tus apuestas y jugadas</translation>
    </message>
    <message>
        <source>%1 is away: the rules bet and play for them until they come back</source>
        <translation>%1 está ausente: las reglas apuestan y juegan hasta su vuelta</translation>
    </message>
    <message>
        <source>%1 is back (hands dealt while away: %L2)</source>
        <translation>%1 ha vuelto (manos repartidas durante la ausencia: %L2)</translation>
    </message>
    <message>
        <source>That decision is not yours to make now</source>
        <translation>Ahora no te toca tomar esa decisión</translation>
    </message>
    <message>
        <source>Only a seated player adds to a shuffle</source>
        <translation>Solo un jugador sentado contribuye al barajado</translation>
    </message>
    <message>
        <source>No shuffle of that hand is open</source>
        <translation>No hay ningún barajado abierto para esa mano</translation>
    </message>
    <message>
        <source>Only a player seated at that table adds to its shuffle</source>
        <translation>Solo un jugador sentado en esa mesa contribuye a su barajado</translation>
    </message>
    <message>
        <source>Send from 1 to %1 bytes of entropy</source>
        <translation>Envía de 1 a %1 bytes de entropía</translation>
    </message>
    <message>
        <source>Chat messages are 1 to %1 characters</source>
        <translation>Los mensajes de chat tienen de 1 a %1 caracteres</translation>
    </message>
    <message>
        <source>One chat message a second, please</source>
        <translation>Un mensaje de chat por segundo, por favor</translation>
    </message>
    <message>
        <source>Spectators&apos; chat is closed: the director may open it</source>
        <translation>El chat de espectadores está cerrado: el director puede abrirlo</translation>
    </message>
    <message>
        <source>The chat is busy: say it again in a few seconds</source>
        <translation>El chat está saturado: repítelo dentro de unos segundos</translation>
    </message>
    <message>
        <source>Chat is closed: the host&apos;s disk is nearly full, and what room is left is kept for the game</source>
        <translation>El chat está cerrado: el disco del anfitrión está casi lleno y el espacio que queda se reserva para el juego</translation>
    </message>
    <message>
        <source>You have already said hello</source>
        <translation>Ya has saludado</translation>
    </message>
    <message>
        <source>Only the director may do that</source>
        <translation>Solo el director puede hacer eso</translation>
    </message>
    <message>
        <source>Only a display follows every table&apos;s hands</source>
        <translation>Solo una pantalla sigue las manos de todas las mesas</translation>
    </message>
    <message>
        <source>Only a display or the director follows the season&apos;s standings</source>
        <translation>Solo una pantalla o el director siguen la clasificación de la temporada</translation>
    </message>
    <message>
        <source>No late entry of &apos;%1&apos; waits</source>
        <translation>No hay ninguna inscripción tardía de «%1» esperando</translation>
    </message>
    <message>
        <source>%1&apos;s late entry has new terms: table %2, penalty %L3 chips; admit again to accept them</source>
        <translation>La inscripción tardía de %1 tiene condiciones nuevas: mesa %2, penalización de %L3 fichas; vuelve a admitirla para aceptarlas</translation>
    </message>
    <message>
        <source>Say how many seconds to add</source>
        <translation>Indica cuántos segundos añadir</translation>
    </message>
    <message>
        <source>Say which level to go to</source>
        <translation>Indica a qué nivel ir</translation>
    </message>
    <message>
        <source>Say the levels and breaks to come</source>
        <translation>Indica los niveles y descansos que vienen</translation>
    </message>
    <message>
        <source>Say at which table to void the hand</source>
        <translation>Indica en qué mesa anular la mano</translation>
    </message>
    <message>
        <source>Say which player to move and to which table</source>
        <translation>Indica qué jugador mover y a qué mesa</translation>
    </message>
    <message>
        <source>Say whose late entry to admit</source>
        <translation>Indica qué inscripción tardía admitir</translation>
    </message>
    <message>
        <source>Say whose late entry to refuse</source>
        <translation>Indica qué inscripción tardía rechazar</translation>
    </message>
    <message>
        <source>This act takes nothing more</source>
        <translation>Esta acción no admite más datos</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>There is no act &apos;%1&apos;</source>
        <translation>No existe la acción &apos;%1&apos;</translation>
    </message>
    <message>
        <source>There is no table %1</source>
        <translation>No existe la mesa %1</translation>
    </message>
    <message>
        <source>There is no table %1 at level %2</source>
        <translation>No existe la mesa %1 en el nivel %2</translation>
    </message>
    <message>
        <source>The tournament in play is not over yet</source>
        <translation>El torneo en juego aún no ha terminado</translation>
    </message>
    <message>
        <source>This tournament has no clock: its minimum bet is fixed</source>
        <translation>Este torneo no tiene reloj: su apuesta mínima es fija</translation>
    </message>
    <message>
        <source>The tournament has not started yet</source>
        <translation>El torneo aún no ha empezado</translation>
    </message>
    <message>
        <source>The tournament has already started</source>
        <translation>El torneo ya ha empezado</translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation>El torneo ha terminado</translation>
    </message>
    <message>
        <source>The clock is already paused</source>
        <translation>El reloj ya está en pausa</translation>
    </message>
    <message>
        <source>The clock is not paused</source>
        <translation>El reloj no está en pausa</translation>
    </message>
    <message>
        <source>These rules have no sudden death</source>
        <translation>Estas reglas no tienen muerte súbita</translation>
    </message>
    <message>
        <source>Sudden death is already declared</source>
        <translation>La muerte súbita ya está declarada</translation>
    </message>
    <message>
        <source>Sudden death is declared heads-up, with two players left (S7-22)</source>
        <translation>La muerte súbita se declara en el heads-up, con dos jugadores en juego (S7-22)</translation>
    </message>
    <message>
        <source>There is one table: nowhere to move a player to</source>
        <translation>Solo hay una mesa: no hay adónde mover a un jugador</translation>
    </message>
    <message>
        <source>This host runs one tournament: host a night to run several</source>
        <translation>Este anfitrión organiza un solo torneo: organiza una noche de juego para jugar varios</translation>
    </message>
    <message>
        <source>No hand is in play at table %1</source>
        <translation>No hay ninguna mano en juego en la mesa %1</translation>
    </message>
    <message>
        <source>%1 is not playing in this tournament</source>
        <translation>%1 no juega en este torneo</translation>
    </message>
    <message>
        <source>Choose another table than %1 among %2</source>
        <translation>Elige otra mesa que la %1, entre %2</translation>
    </message>
    <message>
        <source>Table %1 is full</source>
        <translation>La mesa %1 está llena</translation>
    </message>
    <message>
        <source>The tournament has not started: register instead</source>
        <translation>El torneo aún no ha empezado: inscríbete en su lugar</translation>
    </message>
    <message>
        <source>%1 cannot enter twice</source>
        <translation>%1 no puede entrar dos veces</translation>
    </message>
    <message>
        <source>The tournament is full (%1 players)</source>
        <translation>El torneo está completo (%1 jugadores)</translation>
    </message>
    <message>
        <source>Late entry closed %1 minutes after the start (%2 minutes ago)</source>
        <translation>La inscripción tardía cerró %1 minutos después del inicio (hace %2 minutos)</translation>
    </message>
    <message>
        <source>The late-entry penalty at table %1 would be %2, the whole starting stack: entry refused</source>
        <translation>La penalización por inscripción tardía en la mesa %1 sería %2, toda la pila inicial: inscripción rechazada</translation>
    </message>
    <message>
        <source>The end of the tournament is still being stored: try again in a moment</source>
        <translation>El final del torneo aún se está guardando: vuelve a intentarlo en un momento</translation>
    </message>
    <message>
        <source>Another director: %1</source>
        <translation>Otro director: %1</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Tú: %1</translation>
    </message>
    <message>
        <source>%1 is registered</source>
        <translation>%1 está inscrito</translation>
    </message>
    <message>
        <source>%1 is on the waiting list, number %2</source>
        <translation>%1 está en la lista de espera, número %2</translation>
    </message>
    <message>
        <source>%1 enters late at table %2 seat %3 with %L4 chips (penalty %L5)</source>
        <translation>%1 entra tarde en la mesa %2, asiento %3, con %L4 fichas (penalización %L5)</translation>
    </message>
    <message>
        <source>%1: table %2 seat %3 → table %4 seat %5 (%6)</source>
        <translation>%1: mesa %2 asiento %3 → mesa %4 asiento %5 (%6)</translation>
    </message>
    <message>
        <source>balance</source>
        <translation>equilibrio de mesas</translation>
    </message>
    <message>
        <source>break</source>
        <translation>mesa disuelta</translation>
    </message>
    <message>
        <source>director</source>
        <translation>director</translation>
    </message>
    <message>
        <source>%1 is out in place %L2</source>
        <translation>%1 queda eliminado en el puesto %L2</translation>
    </message>
    <message>
        <source>Table %1 is broken up</source>
        <translation>La mesa %1 se disuelve</translation>
    </message>
    <message>
        <source>Table %1 opens for %2&apos;s late entry</source>
        <translation>La mesa %1 se abre para la inscripción tardía de %2</translation>
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
        <translation>Con la inscripción tardía de %1, los puestos de los eliminados quedan así: %2</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message>
        <source>Round %1 is drawn: %2</source>
        <translation>Sorteo de la ronda %1: %2</translation>
    </message>
    <message>
        <source>Round %1 is drawn: %2; %3 waits for the next round (a bye)</source>
        <translation>Sorteo de la ronda %1: %2; %3 espera a la siguiente ronda (queda libre)</translation>
    </message>
    <message>
        <source>The final table is table %1</source>
        <translation>La mesa final es la mesa %1</translation>
    </message>
    <message>
        <source>The tournament is over: %1 wins (%2)</source>
        <translation>El torneo ha terminado: gana %1 (%2)</translation>
    </message>
    <message>
        <source>The tournament is over with no winner (%1)</source>
        <translation>El torneo ha terminado sin ganador (%1)</translation>
    </message>
    <message>
        <source>Table %1 is broken up: %2, whom the director moved there, goes back to table %3 seat %4 (tables are broken up as soon as the others can seat their players)</source>
        <translation>La mesa %1 se disuelve: %2, a quien el director trasladó allí, vuelve a la mesa %3, asiento %4 (las mesas se disuelven en cuanto las demás pueden sentar a sus jugadores)</translation>
    </message>
    <message>
        <source>Table %1 is broken up: %2, whom the director moved there, goes to table %3 seat %4 (tables are broken up as soon as the others can seat their players)</source>
        <translation>La mesa %1 se disuelve: %2, a quien el director trasladó allí, pasa a la mesa %3, asiento %4 (las mesas se disuelven en cuanto las demás pueden sentar a sus jugadores)</translation>
    </message>
    <message>
        <source>Balancing moves %1 back to table %2 seat %3, overriding the director&apos;s move: tables may differ by at most one player, and nobody else at table %4 could go</source>
        <translation>El equilibrio de mesas devuelve a %1 a la mesa %2, asiento %3, por encima del traslado del director: las mesas pueden diferir como mucho en un jugador y nadie más de la mesa %4 podía ir</translation>
    </message>
    <message>
        <source>Balancing moves %1 to table %2 seat %3, overriding the director&apos;s move: tables may differ by at most one player, and nobody else at table %4 could go</source>
        <translation>El equilibrio de mesas lleva a %1 a la mesa %2, asiento %3, por encima del traslado del director: las mesas pueden diferir como mucho en un jugador y nadie más de la mesa %4 podía ir</translation>
    </message>
    <message>
        <source>The director moves %1</source>
        <translation>El director traslada a %1</translation>
    </message>
    <message>
        <source>%1 to table %2 %3</source>
        <translation>%1 a la mesa %2 %3</translation>
    </message>
    <message>
        <source>The director will move %1 (queued)</source>
        <translation>El director trasladará a %1 (en cola)</translation>
    </message>
    <message>
        <source>The director&apos;s queued move is dropped: %1</source>
        <translation>Se descarta el traslado en cola del director: %1</translation>
    </message>
    <message>
        <source>The director declares sudden death (%1)</source>
        <translation>El director declara muerte súbita (%1)</translation>
    </message>
    <message>
        <source>The director declares sudden death</source>
        <translation>El director declara muerte súbita</translation>
    </message>
    <message>
        <source>The director rules %1 out for refusing the assigned seat</source>
        <translation>El director elimina a %1 por rechazar el asiento asignado</translation>
    </message>
    <message>
        <source>The director voids the hand at %1</source>
        <translation>El director anula la mano en %1</translation>
    </message>
    <message>
        <source>The director cancels the tournament: %1</source>
        <translation>El director cancela el torneo: %1</translation>
    </message>
    <message>
        <source>The director cancels the tournament</source>
        <translation>El director cancela el torneo</translation>
    </message>
    <message>
        <source>The director: %1</source>
        <translation>El director: %1</translation>
    </message>
    <message>
        <source>Tell every screen</source>
        <translation>Avisar a todas las pantallas</translation>
    </message>
    <message>
        <source>Say what to tell every screen, in 1 to 200 characters</source>
        <translation>Indica qué avisar a todas las pantallas, de 1 a 200 caracteres</translation>
    </message>
    <message>
        <source>tell every screen: %1</source>
        <translation>aviso a todas las pantallas: %1</translation>
    </message>
    <message>
        <source>From the director: %1</source>
        <translation>Del director: %1</translation>
    </message>
    <message>
        <source>start the tournament</source>
        <translation>empezar el torneo</translation>
    </message>
    <message>
        <source>pause the clock</source>
        <translation>pausar el reloj</translation>
    </message>
    <message>
        <source>resume the clock</source>
        <translation>reanudar el reloj</translation>
    </message>
    <message>
        <source>add a minute</source>
        <translation>añadir un minuto</translation>
    </message>
    <message>
        <source>take a minute</source>
        <translation>quitar un minuto</translation>
    </message>
    <message>
        <source>go to level %1</source>
        <translation>ir al nivel %1</translation>
    </message>
    <message>
        <source>declare sudden death</source>
        <translation>declarar muerte súbita</translation>
    </message>
    <message>
        <source>void the hand at table %1</source>
        <translation>anular la mano de la mesa %1</translation>
    </message>
    <message>
        <source>move %1 to table %2</source>
        <translation>mover a %1 a la mesa %2</translation>
    </message>
    <message>
        <source>admit %1</source>
        <translation>admitir a %1</translation>
    </message>
    <message>
        <source>refuse %1</source>
        <translation>rechazar a %1</translation>
    </message>
    <message>
        <source>change the levels to come</source>
        <translation>cambiar los niveles que vienen</translation>
    </message>
    <message>
        <source>let spectators chat</source>
        <translation>permitir el chat a los espectadores</translation>
    </message>
    <message>
        <source>mute the spectators&apos; chat</source>
        <translation>silenciar el chat de espectadores</translation>
    </message>
    <message>
        <source>open the night&apos;s next tournament</source>
        <translation>abrir el próximo torneo de la noche</translation>
    </message>
    <message>
        <source>This host runs Pitboss %1 (protocol %2); your Pitboss %3 speaks protocol %4. Install Pitboss %1 to join this night, or ask the host to run the same version as you</source>
        <translation>Este anfitrión usa Pitboss %1 (protocolo %2); tu Pitboss %3 habla el protocolo %4. Instala Pitboss %1 para unirte a esta noche, o pide al anfitrión que use tu misma versión</translation>
    </message>
    <message>
        <source>This host runs Pitboss %1 (protocol %2); your copy of Pitboss speaks protocol %3. Install Pitboss %1 to join this night, or ask the host to run the same version as you</source>
        <translation>Este anfitrión usa Pitboss %1 (protocolo %2); tu copia de Pitboss habla el protocolo %3. Instala Pitboss %1 para unirte a esta noche, o pide al anfitrión que use tu misma versión</translation>
    </message>
</context>
<context>
    <name>print_words</name>
    <message>
        <source>The PDF could not be written to %1</source>
        <translation>No se pudo escribir el PDF en %1</translation>
    </message>
    <message>
        <source>%1 is not a PDF that can be read</source>
        <translation>%1 no es un PDF legible</translation>
    </message>
</context>
<context>
    <name>printout_pages</name>
    <message>
        <source>Member</source>
        <translation>Socio</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>%1: sign-in</source>
        <translation>%1: hoja de registro</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln name(s)</source>
        <translation>
            <numerusform>%1 · %Ln nombre</numerusform>
            <numerusform>%1 · %Ln nombres</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>%1: results</source>
        <translation>%1: resultados</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln player(s)</source>
        <translation>
            <numerusform>%1 · %Ln jugador</numerusform>
            <numerusform>%1 · %Ln jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <comment>a place in the standings</comment>
        <translation>#</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Torneos</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Chips won dealing</source>
        <translation>Fichas ganadas repartiendo</translation>
    </message>
    <message>
        <source>%1: standings</source>
        <translation>%1: clasificación</translation>
    </message>
</context>
<context>
    <name>printout_words</name>
    <message>
        <source>&amp;Sign-in sheet…</source>
        <translation>Hoja de &amp;registro…</translation>
    </message>
    <message>
        <source>Seat &amp;cards…</source>
        <translation>&amp;Tarjetas de asiento…</translation>
    </message>
    <message>
        <source>&amp;Results…</source>
        <translation>Re&amp;sultados…</translation>
    </message>
    <message>
        <source>first in line</source>
        <translation>primero en la cola</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save the sign-in sheet as PDF</source>
        <translation>Guardar la hoja de registro como PDF</translation>
    </message>
    <message>
        <source>%1: sign-in sheet</source>
        <translation>%1: hoja de registro</translation>
    </message>
    <message>
        <source>⚠ The sign-in sheet could not be saved: %1</source>
        <translation>⚠ No se pudo guardar la hoja de registro: %1</translation>
    </message>
    <message>
        <source>Save the seat cards as PDF</source>
        <translation>Guardar las tarjetas de asiento como PDF</translation>
    </message>
    <message>
        <source>%1: seat cards</source>
        <translation>%1: tarjetas de asiento</translation>
    </message>
    <message>
        <source>⚠ The seat cards could not be saved: %1</source>
        <translation>⚠ No se pudieron guardar las tarjetas de asiento: %1</translation>
    </message>
    <message>
        <source>Save the results as PDF</source>
        <translation>Guardar los resultados como PDF</translation>
    </message>
    <message>
        <source>%1: results</source>
        <translation>%1: resultados</translation>
    </message>
    <message>
        <source>⚠ The results could not be saved: %1</source>
        <translation>⚠ No se pudieron guardar los resultados: %1</translation>
    </message>
    <message numerus="yes">
        <source>The sign-in sheet (%n page(s)) is saved as %1</source>
        <translation>
            <numerusform>La hoja de registro (%n página) se ha guardado como %1</numerusform>
            <numerusform>La hoja de registro (%n páginas) se ha guardado como %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The seat cards (%n page(s)) are saved as %1</source>
        <translation>
            <numerusform>Las tarjetas de asiento (%n página) se han guardado como %1</numerusform>
            <numerusform>Las tarjetas de asiento (%n páginas) se han guardado como %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The results (%n page(s)) are saved as %1</source>
        <translation>
            <numerusform>Los resultados (%n página) se han guardado como %1</numerusform>
            <numerusform>Los resultados (%n páginas) se han guardado como %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>results_dialog</name>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>The results of the tournament</source>
        <translation>Los resultados del torneo</translation>
    </message>
    <message>
        <source>How you finished</source>
        <translation>Cómo terminaste</translation>
    </message>
    <message>
        <source>The winner and your match</source>
        <translation>El ganador y tu enfrentamiento</translation>
    </message>
    <message>
        <source>Places and chips</source>
        <translation>Puestos y fichas</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>&amp;Watch the table</source>
        <translation>&amp;Ver la mesa</translation>
    </message>
    <message>
        <source>Close the results and watch the table</source>
        <translation>Cerrar los resultados y ver la mesa</translation>
    </message>
    <message>
        <source>Your &amp;report</source>
        <translation>Tu &amp;informe</translation>
    </message>
    <message>
        <source>Your report: every decision valued by the advisor</source>
        <translation>Tu informe: cada decisión valorada por el asesor</translation>
    </message>
    <message>
        <source>Back to the &amp;lobby</source>
        <translation>Volver al &amp;lobby</translation>
    </message>
    <message>
        <source>Leave the table for the lobby</source>
        <translation>Dejar la mesa y volver al lobby</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
        <source>Play a new game with the same options</source>
        <translation>Jugar una partida nueva con las mismas opciones</translation>
    </message>
</context>
<context>
    <name>results_words</name>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>sigue en juego</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>the ordinal of 1</comment>
        <translation>%1.º</translation>
    </message>
    <message>
        <source>%1th</source>
        <comment>an ordinal: 4th, 11th, 12th, 13th, 20th...</comment>
        <translation>%1.º</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>an ordinal: 21st, 31st, 101st...</comment>
        <translation>%1.º</translation>
    </message>
    <message>
        <source>%1nd</source>
        <comment>an ordinal: 2nd, 22nd...</comment>
        <translation>%1.º</translation>
    </message>
    <message>
        <source>%1rd</source>
        <comment>an ordinal: 3rd, 23rd...</comment>
        <translation>%1.º</translation>
    </message>
    <message>
        <source>You are out in %1 place of %2</source>
        <translation>Quedas eliminado en %1 lugar de %2</translation>
    </message>
    <message numerus="yes">
        <source>The tournament goes on: %n still play. You may watch to the end.</source>
        <translation>
            <numerusform>El torneo continúa: queda %n jugando. Puedes mirar hasta el final.</numerusform>
            <numerusform>El torneo continúa: quedan %n jugando. Puedes mirar hasta el final.</numerusform>
        </translation>
    </message>
    <message>
        <source>The tournament was stopped before its end</source>
        <translation>El torneo se detuvo antes de terminar</translation>
    </message>
    <message>
        <source>Nobody won it; the chips are as they stood.</source>
        <translation>Nadie lo ganó; las fichas quedan como estaban.</translation>
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
        <translation>El torneo ha terminado</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message numerus="yes">
        <source>You share 1st place with %n more</source>
        <translation>
            <numerusform>Compartes el primer puesto con %n jugador más</numerusform>
            <numerusform>Compartes el primer puesto con %n jugadores más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %1 of %2 (shared with %n more)</source>
        <translation>
            <numerusform>Terminaste %1 de %2 (compartido con %n jugador más)</numerusform>
            <numerusform>Terminaste %1 de %2 (compartido con %n jugadores más)</numerusform>
        </translation>
    </message>
    <message>
        <source>You finished %1 of %2</source>
        <translation>Terminaste %1 de %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>names</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Gana %1.</translation>
    </message>
    <message>
        <source>%1 share 1st.</source>
        <translation>%1 comparten el primer puesto.</translation>
    </message>
    <message>
        <source>You lost your match against %1, with %L2 chips.</source>
        <translation>Perdiste tu enfrentamiento contra %1, con %L2 fichas.</translation>
    </message>
    <message>
        <source>You won your match against %1, %L2 to %L3.</source>
        <translation>Ganaste tu enfrentamiento contra %1, %L2 a %L3.</translation>
    </message>
    <message>
        <source>You lost your match against %1, %L2 to %L3.</source>
        <translation>Perdiste tu enfrentamiento contra %1, %L2 a %L3.</translation>
    </message>
    <message>
        <source>You drew your match against %1, %L2 to %L3.</source>
        <translation>Empataste tu enfrentamiento contra %1, %L2 a %L3.</translation>
    </message>
</context>
<context>
    <name>review_errors</name>
    <message>
        <source>Tournament %1&apos;s variant is damaged (%2)</source>
        <translation>La variante del torneo %1 está dañada (%2)</translation>
    </message>
    <message>
        <source>%1 did not play in %2 (tournament %3)</source>
        <translation>%1 no jugó en %2 (torneo %3)</translation>
    </message>
</context>
<context>
    <name>review_panel</name>
    <message>
        <source>&amp;Your report</source>
        <translation>Tu &amp;informe</translation>
    </message>
    <message>
        <source>Your report</source>
        <translation>Tu informe</translation>
    </message>
    <message>
        <source>Your decisions in the chosen tournament, valued by the advisor</source>
        <translation>Tus decisiones en el torneo elegido, valoradas por el asesor</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Jugador</translation>
    </message>
    <message>
        <source>Player whose report is shown</source>
        <translation>Jugador cuyo informe se muestra</translation>
    </message>
    <message>
        <source>Whose decisions to review (picking a name in the standings picks it here too)</source>
        <translation>De quién revisar las decisiones (elegir un nombre en la clasificación también lo elige aquí)</translation>
    </message>
    <message>
        <source>Pick a tournament to see your report</source>
        <translation>Elige un torneo para ver tu informe</translation>
    </message>
    <message>
        <source>Report totals</source>
        <translation>Totales del informe</translation>
    </message>
    <message>
        <source>Report by kind of decision</source>
        <translation>Informe por tipo de decisión</translation>
    </message>
    <message>
        <source>The costliest decisions</source>
        <translation>Las decisiones más costosas</translation>
    </message>
    <message>
        <source>Activate one (Enter or a click) to replay its hand</source>
        <translation>Activa una (Intro o un clic) para repetir su mano</translation>
    </message>
</context>
<context>
    <name>review_panel_words</name>
    <message>
        <source>None</source>
        <comment>the advisor has no play</comment>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>You: %1 (timed out) · the advisor: %2</source>
        <translation>Tú: %1 (sin tiempo) · el asesor: %2</translation>
    </message>
    <message>
        <source>You: %1 · the advisor: %2</source>
        <translation>Tú: %1 · el asesor: %2</translation>
    </message>
    <message>
        <source>Table %1, hand %L2 · %3</source>
        <translation>Mesa %1, mano %L2 · %3</translation>
    </message>
    <message>
        <source>%1 · %2 lost</source>
        <translation>%1 · pérdida: %2</translation>
    </message>
    <message>
        <source>%L1 cost %2</source>
        <translation>%L1 con coste: %2</translation>
    </message>
    <message>
        <source>none costly</source>
        <translation>ninguna costosa</translation>
    </message>
    <message>
        <source>%1: %L2, %3</source>
        <translation>%1: %L2, %3</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 puntos</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
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
        <translation>pedir</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>plantarse</translation>
    </message>
    <message>
        <source>double</source>
        <translation>doblar</translation>
    </message>
    <message>
        <source>split</source>
        <translation>separar</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>rendirse</translation>
    </message>
    <message>
        <source>insurance</source>
        <translation>tomar seguro</translation>
    </message>
    <message>
        <source>even money</source>
        <translation>pago igualado</translation>
    </message>
    <message>
        <source>no insurance</source>
        <translation>sin seguro</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>subir</translation>
    </message>
    <message>
        <source>check</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>retirarse</translation>
    </message>
    <message>
        <source>sit out</source>
        <translation>no jugar</translation>
    </message>
    <message>
        <source>stay in</source>
        <translation>jugar</translation>
    </message>
    <message>
        <source>turn up</source>
        <translation>destapar</translation>
    </message>
    <message>
        <source>dealer fold</source>
        <translation>retirarse (banca)</translation>
    </message>
    <message>
        <source>dealer play</source>
        <translation>jugar (banca)</translation>
    </message>
    <message>
        <source>dealer hit</source>
        <translation>pedir (banca)</translation>
    </message>
    <message>
        <source>dealer stand</source>
        <translation>plantarse (banca)</translation>
    </message>
    <message>
        <source>hit/stand</source>
        <translation>pedir/plantarse</translation>
    </message>
    <message>
        <source>raise/fold</source>
        <translation>subir/retirarse</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>banca</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>apostar</translation>
    </message>
    <message>
        <source>raise to %L1</source>
        <translation>subir a %L1</translation>
    </message>
    <message>
        <source>bet %L1</source>
        <translation>apostar %L1</translation>
    </message>
    <message>
        <source>%1 in %2 (tournament %3, %4): %5.</source>
        <translation>%1 en %2 (torneo %3, %4): %5.</translation>
    </message>
    <message>
        <source>By kind of decision:</source>
        <translation>Por tipo de decisión:</translation>
    </message>
    <message numerus="yes">
        <source>The costliest %n:</source>
        <translation>
            <numerusform>La más costosa:</numerusform>
            <numerusform>Las %n más costosas:</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands that cost something:</source>
        <translation>Manos que costaron algo:</translation>
    </message>
    <message>
        <source>table %1, hand %L2: %3</source>
        <translation>mesa %1, mano %L2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln stored event(s) could not be read (damaged, or written by a newer Pitboss): the report leaves them out.</source>
        <translation>
            <numerusform>No se pudo leer %Ln evento guardado (dañado, o escrito por un Pitboss más nuevo): el informe lo deja fuera.</numerusform>
            <numerusform>No se pudieron leer %Ln eventos guardados (dañados, o escritos por un Pitboss más nuevo): el informe los deja fuera.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln decision(s), none of them costly</source>
        <translation>
            <numerusform>%Ln decisión, nada costosa</numerusform>
            <numerusform>%Ln decisiones, ninguna costosa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln decision(s), %L1 cost %2</source>
        <translation>
            <numerusform>%Ln decisión; %L1 con coste: %2</numerusform>
            <numerusform>%Ln decisiones; %L1 con coste: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>what was lost</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>table %1, hand %L2, %3: %4; you played %5 (timed out), the advisor %6: %7 lost</source>
        <translation>mesa %1, mano %L2, %3: %4; elegiste %5 (sin tiempo), el asesor %6; pérdida: %7</translation>
    </message>
    <message>
        <source>table %1, hand %L2, %3: %4; you played %5, the advisor %6: %7 lost</source>
        <translation>mesa %1, mano %L2, %3: %4; elegiste %5, el asesor %6; pérdida: %7</translation>
    </message>
    <message>
        <source>you %1 (timed out)</source>
        <translation>elegiste %1 (sin tiempo)</translation>
    </message>
    <message>
        <source>you %1</source>
        <translation>elegiste %1</translation>
    </message>
    <message>
        <source>the advisor has no value for this %1 here; %2</source>
        <translation>el asesor no tiene aquí valor para esta decisión (%1); %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a play and its value</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>the advisor would %1 (%2 chips); %3</source>
        <translation>el asesor elegiría %1 (%2 fichas); %3</translation>
    </message>
    <message>
        <source>the advisor would %1; %3</source>
        <translation>el asesor elegiría %1; %3</translation>
    </message>
    <message>
        <source>%1 %2%</source>
        <comment>a play and its chance to win</comment>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>the advisor would %1 (%2 chips); chance to win: %3; %4</source>
        <translation>el asesor elegiría %1 (%2 fichas); probabilidad de ganar: %3; %4</translation>
    </message>
    <message>
        <source>the advisor would %1; chance to win: %3; %4</source>
        <translation>el asesor elegiría %1; probabilidad de ganar: %3; %4</translation>
    </message>
    <message>
        <source>the advisor would %1 to win the tournament (%2), though %3 is worth more chips (%4 chips); %5</source>
        <translation>el asesor elegiría %1 para ganar el torneo (%2), aunque %3 vale más fichas (%4 fichas); %5</translation>
    </message>
    <message>
        <source>the advisor would %1 to win the tournament (%2), though %3 is worth more chips; %5</source>
        <translation>el asesor elegiría %1 para ganar el torneo (%2), aunque %3 vale más fichas; %5</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%L1 chips</source>
        <translation>%L1 fichas</translation>
    </message>
    <message>
        <source>%L1 chips, the rival %L2</source>
        <translation>%L1 fichas, el rival %L2</translation>
    </message>
    <message>
        <source>dealing %1</source>
        <translation>repartiendo %1</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <comment>a seat&apos;s cards against the dealer&apos;s</comment>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>under a chip</source>
        <translation>menos de una ficha</translation>
    </message>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln ficha</numerusform>
            <numerusform>%Ln fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 points of the chance to win</source>
        <translation>%1 puntos de probabilidad de ganar</translation>
    </message>
</context>
<context>
    <name>rules_dialog</name>
    <message>
        <source>Rule options</source>
        <translation>Opciones de reglas</translation>
    </message>
    <message>
        <source>The options of the rules, with the defaults of the rules of record.</source>
        <translation>Las opciones de las reglas, con los valores por defecto de las reglas oficiales.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>What is wrong with the options</source>
        <translation>Qué falla en las opciones</translation>
    </message>
    <message>
        <source>&amp;Defaults</source>
        <translation>&amp;Predeterminadas</translation>
    </message>
    <message>
        <source>Put every option back to its default</source>
        <translation>Devolver todas las opciones a su valor por defecto</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Keep the options as they were</source>
        <translation>Dejar las opciones como estaban</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Aceptar</translation>
    </message>
    <message>
        <source>Use these options</source>
        <translation>Usar estas opciones</translation>
    </message>
</context>
<context>
    <name>rules_words</name>
    <message>
        <source>Players at most</source>
        <translation>Jugadores como máximo</translation>
    </message>
    <message>
        <source>Late entry, minutes</source>
        <translation>Inscripción tardía, minutos</translation>
    </message>
    <message>
        <source>Minutes a level</source>
        <translation>Minutos por nivel</translation>
    </message>
    <message>
        <source>A break after every N levels</source>
        <translation>Un descanso cada N niveles</translation>
    </message>
    <message>
        <source>Minutes a break, 0 for none</source>
        <translation>Minutos por descanso, 0 para ninguno</translation>
    </message>
    <message>
        <source>Seats a table, dealer included</source>
        <translation>Asientos por mesa, banca incluida</translation>
    </message>
    <message>
        <source>Players a room</source>
        <translation>Jugadores por sala</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Fichas iniciales</translation>
    </message>
    <message>
        <source>Minimum bet</source>
        <translation>Apuesta mínima</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Barajas</translation>
    </message>
    <message>
        <source>Duplicate deal: every room the same cards</source>
        <translation>Reparto duplicado: las mismas cartas en todas las salas</translation>
    </message>
    <message>
        <source>Any two ten-value cards may split (a king and a queen)</source>
        <translation>Dos cartas cualesquiera de valor diez pueden separarse (un rey y una reina)</translation>
    </message>
    <message>
        <source>Hands a match</source>
        <translation>Manos por enfrentamiento</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>an option and its value</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>pedir</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>plantarse</translation>
    </message>
    <message>
        <source>double down</source>
        <translation>doblar</translation>
    </message>
    <message>
        <source>split</source>
        <translation>separar</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>rendirse</translation>
    </message>
    <message>
        <source>insurance</source>
        <translation>tomar seguro</translation>
    </message>
    <message>
        <source>raise (double up)</source>
        <translation>subir (doblar la apuesta)</translation>
    </message>
    <message>
        <source>check</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>retirarse</translation>
    </message>
    <message>
        <source>as the dealer, hit</source>
        <translation>como banca, pedir</translation>
    </message>
    <message>
        <source>as the dealer, stand</source>
        <translation>como banca, plantarse</translation>
    </message>
    <message>
        <source>as the dealer, fold</source>
        <translation>como banca, retirarse</translation>
    </message>
    <message>
        <source>%L1/%L2</source>
        <comment>a level&apos;s minimum/maximum</comment>
        <translation>%L1/%L2</translation>
    </message>
    <message numerus="yes">
        <source>a %1-minute break after every %n level(s)</source>
        <translation>
            <numerusform>un descanso de %1 minutos tras cada nivel</numerusform>
            <numerusform>un descanso de %1 minutos cada %n niveles</numerusform>
        </translation>
    </message>
    <message>
        <source>no breaks</source>
        <translation>sin descansos</translation>
    </message>
    <message>
        <source>You take turns as the dealer; the dealer covers every bet on the table with their own chips (S7-6, S7-13).</source>
        <translation>Te toca ser la banca por turnos; la banca cubre con sus propias fichas todas las apuestas de la mesa (S7-6, S7-13).</translation>
    </message>
    <message>
        <source>Everyone starts with %L1 chips (S7-4). The last player holding every chip wins (S7-5).</source>
        <translation>Todos empiezan con %L1 fichas (S7-4). Gana el último jugador que reúna todas las fichas (S7-5).</translation>
    </message>
    <message>
        <source>Levels of %1 minutes: %2, … (minimum/maximum), with %3 (S7-7).</source>
        <translation>Niveles de %1 minutos: %2, … (mínimo/máximo), con %3 (S7-7).</translation>
    </message>
    <message>
        <source>You bet exactly the level&apos;s minimum or its maximum (S7-8).</source>
        <translation>Apuestas exactamente el mínimo o el máximo del nivel (S7-8).</translation>
    </message>
    <message>
        <source>Your two cards are dealt face up; the dealer&apos;s first card is up, the second down (S7-12).</source>
        <translation>Tus dos cartas se reparten boca arriba; la primera carta de la banca va boca arriba y la segunda, boca abajo (S7-12).</translation>
    </message>
    <message>
        <source>With an ace or a ten-value up, the dealer checks for a natural, which wins every bet on the table (S7-14). Other naturals are paid 3:2 at once (S7-15).</source>
        <translation>Si la banca muestra un as o una carta de valor diez, comprueba si tiene natural, que gana todas las apuestas de la mesa (S7-14). Los demás naturales cobran 3:2 en el acto (S7-15).</translation>
    </message>
    <message>
        <source>The dealer hits 16 or less and stands on every 17, soft 17 included (S7-16).</source>
        <translation>La banca pide con 16 o menos y se planta con cualquier 17, incluido el 17 blando (S7-16).</translation>
    </message>
    <message>
        <source>Split any pair or any two ten-values, up to four hands; double down on any first two cards, after a split too; split aces take one card each (S7-18, S7-19).</source>
        <translation>Puedes separar cualquier pareja o dos cartas de valor diez cualesquiera, hasta cuatro manos; doblar con cualesquiera dos cartas iniciales, también tras separar; los ases separados reciben una carta cada uno (S7-18, S7-19).</translation>
    </message>
    <message>
        <source>No surrender and no insurance (S7-20).</source>
        <translation>Sin rendición ni seguro (S7-20).</translation>
    </message>
    <message>
        <source>You play against your own house dealer for %1 hands; the other player of your room plays the same number (T10-1, T10-4).</source>
        <translation>Juegas contra tu propio crupier de la casa durante %1 manos; el otro jugador de tu sala juega las mismas (T10-1, T10-4).</translation>
    </message>
    <message>
        <source>You start with %L1 chips; bet from %L2 up to all your chips before each hand; %3-deck shoe (T10-2, T10-3).</source>
        <translation>Empiezas con %L1 fichas; antes de cada mano apuestas desde %L2 hasta todas tus fichas; zapato de %3 barajas (T10-2, T10-3).</translation>
    </message>
    <message>
        <source>More chips after the last hand wins the match; equal counts draw (T10-5).</source>
        <translation>Gana el enfrentamiento quien tenga más fichas tras la última mano; con las mismas fichas hay empate (T10-5).</translation>
    </message>
    <message>
        <source>Naturals pay 3:2; a natural against a dealer natural pushes (T10-6).</source>
        <translation>Los naturales cobran 3:2; un natural contra un natural del crupier es empate (T10-6).</translation>
    </message>
    <message>
        <source>The dealer stands on hard 17 and hits soft 17 (T10-7).</source>
        <translation>El crupier se planta con 17 duro y pide con 17 blando (T10-7).</translation>
    </message>
    <message>
        <source>With an ace up you may insure for up to half your bet (pays 2:1), or take even money with a natural (T10-8).</source>
        <translation>Si el crupier muestra un as, puedes asegurar hasta la mitad de tu apuesta (paga 2:1), o tomar pago igualado si tienes natural (T10-8).</translation>
    </message>
    <message>
        <source>Surrender as your first decision gives up half the bet (T10-10).</source>
        <translation>Rendirte como primera decisión te cuesta la mitad de la apuesta (T10-10).</translation>
    </message>
    <message>
        <source>Double down on the first two cards of a hand not split (T10-11). Split a pair up to four hands; split aces take one card each (T10-12).</source>
        <translation>Puedes doblar con las dos primeras cartas de una mano no separada (T10-11). Separar una pareja hasta en cuatro manos; los ases separados reciben una carta cada uno (T10-12).</translation>
    </message>
    <message>
        <source>Up to %1 at a table; each player deals in turn and takes every bet (BJX-1). Everyone starts with %L2 chips.</source>
        <translation>Hasta %1 por mesa; cada jugador reparte por turno y acepta todas las apuestas (BJX-1). Todos empiezan con %L2 fichas.</translation>
    </message>
    <message>
        <source>The minimum bet rises every %1 minutes: %2, … (BJX-2).</source>
        <translation>La apuesta mínima sube cada %1 minutos: %2, … (BJX-2).</translation>
    </message>
    <message>
        <source>Post a blind from the minimum up to %1 times the minimum (BJX-3).</source>
        <translation>Pon una ciega desde el mínimo hasta %1 veces el mínimo (BJX-3).</translation>
    </message>
    <message>
        <source>You get one card down and one up; the dealer looks at two and turns one up (BJX-4).</source>
        <translation>Recibes una carta boca abajo y otra boca arriba; la banca mira sus dos cartas y destapa una (BJX-4).</translation>
    </message>
    <message>
        <source>Then raise (double up to at least twice your blind, and take at least one more card), check (play the blind), or fold (keep half the blind) (BJX-5).</source>
        <translation>Luego subes (doblas hasta al menos el doble de tu ciega y tomas al menos una carta más), pasas (juegas solo la ciega) o te retiras (conservas la mitad de la ciega) (BJX-5).</translation>
    </message>
    <message>
        <source>The dealer may fold, paying everyone half their blind, or play (BJX-6).</source>
        <translation>La banca puede retirarse, pagando a cada uno la mitad de su ciega, o jugar (BJX-6).</translation>
    </message>
    <message>
        <source>Naturals are paid 3:2; a doubled-up natural is played as eleven (BJX-8).</source>
        <translation>Los naturales cobran 3:2; un natural con la apuesta subida se juega como once (BJX-8).</translation>
    </message>
    <message>
        <source>Split any pair up to four hands; a natural on a split hand wins 1:1 (BJX-10).</source>
        <translation>Puedes separar cualquier pareja hasta en cuatro manos; un natural en una mano separada gana 1:1 (BJX-10).</translation>
    </message>
    <message>
        <source>The dealer may hit any soft hand, must hit hard 16 or less and stand on hard 17 (BJX-11). Winners are paid 1:1, ties push (BJX-12).</source>
        <translation>La banca puede pedir con cualquier mano blanda; debe pedir con 16 duro o menos y plantarse con 17 duro (BJX-11). Los ganadores cobran 1:1; en caso de empate se recupera la apuesta (BJX-12).</translation>
    </message>
    <message>
        <source>Space</source>
        <comment>the key</comment>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>bet the minimum; when asked to play, the default play (stand where you may)</source>
        <translation>apostar el mínimo; cuando toca jugar, la jugada por defecto (plantarse si se puede)</translation>
    </message>
    <message>
        <source>post the blind in the box</source>
        <translation>poner la ciega de la casilla</translation>
    </message>
    <message>
        <source>bet the amount in the box</source>
        <translation>apostar la cantidad de la casilla</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>Cómo se juega a %1</translation>
    </message>
    <message>
        <source>Keys at the table</source>
        <translation>Teclas en la mesa</translation>
    </message>
    <message>
        <source>Keys everywhere</source>
        <translation>Teclas en todas partes</translation>
    </message>
    <message>
        <source>Chips have no cash value (C-5).</source>
        <translation>Las fichas no tienen valor monetario (C-5).</translation>
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
        <translation>¿Salir en mitad del torneo?</translation>
    </message>
    <message>
        <source>Leave the table in the middle of the tournament?</source>
        <translation>¿Dejar la mesa en mitad del torneo?</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <source>The game against the bots stops here; History keeps it as it stands.</source>
        <translation>La partida contra los bots se detiene aquí; el Historial la guarda tal como está.</translation>
    </message>
    <message>
        <source>The tournament goes on without you: at each of your turns the host plays your seat when its time runs out.</source>
        <translation>El torneo sigue sin ti: en cada uno de tus turnos, el anfitrión juega tu asiento cuando se acaba su tiempo.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
</context>
<context>
    <name>session_words</name>
    <message>
        <source>Not connected to the host</source>
        <translation>Sin conexión con el anfitrión</translation>
    </message>
</context>
<context>
    <name>settings_dialog</name>
    <message>
        <source>Pitboss · Settings</source>
        <translation>Pitboss · Ajustes</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Close the settings</source>
        <translation>Cerrar los ajustes</translation>
    </message>
</context>
<context>
    <name>settings_view</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>&amp;Sound:</source>
        <translation>&amp;Sonido:</translation>
    </message>
    <message>
        <source>Play sound effects</source>
        <translation>Reproducir efectos de sonido</translation>
    </message>
    <message>
        <source>Cards, chips and the tournament clock make sounds</source>
        <translation>Las cartas, las fichas y el reloj del torneo suenan</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volumen:</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Sound effect volume, 0 to 100 per cent</source>
        <translation>Volumen de los efectos de sonido, de 0 a 100 por ciento</translation>
    </message>
    <message>
        <source>Volume value</source>
        <translation>Valor del volumen</translation>
    </message>
    <message>
        <source>Sound device</source>
        <translation>Dispositivo de sonido</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>A&amp;nimations:</source>
        <translation>A&amp;nimaciones:</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidad de las animaciones</translation>
    </message>
    <message>
        <source>How fast cards and chips move on the table; off shows each change at once</source>
        <translation>Lo rápido que se mueven las cartas y las fichas en la mesa; desactivadas, cada cambio se muestra al instante</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Baraja:</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Baraja de cuatro colores</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green, so every suit has its own colour</source>
        <translation>Diamantes azules y tréboles verdes: cada palo tiene su propio color</translation>
    </message>
    <message>
        <source>Four-colour deck (blue diamonds, green clubs)</source>
        <translation>Baraja de cuatro colores (diamantes azules, tréboles verdes)</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>The cards, chips and felt of the table</source>
        <translation>Las cartas, las fichas y el tapete de la mesa</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>C&amp;olores:</translation>
    </message>
    <message>
        <source>Window colours</source>
        <translation>Colores de las ventanas</translation>
    </message>
    <message>
        <source>The colours of the windows: your system&apos;s light or dark mode, the green felt, dark, or high contrast</source>
        <translation>Los colores de las ventanas: el modo claro u oscuro del sistema, tapete verde, oscuro o alto contraste</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The language of the windows, from the next start: your system&apos;s, or one chosen here</source>
        <translation>El idioma de las ventanas, desde el próximo inicio: el del sistema o uno elegido aquí</translation>
    </message>
    <message>
        <source>Takes effect the next time Pitboss starts</source>
        <translation>Se aplica la próxima vez que se inicie Pitboss</translation>
    </message>
    <message>
        <source>When the language changes</source>
        <translation>Cuando cambia el idioma</translation>
    </message>
    <message>
        <source>Numbers and dates as Pitboss writes them</source>
        <translation>Números y fechas tal como los escribe Pitboss</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Tu no&amp;mbre:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>The name others see at the table: 1 to 24 letters, digits, spaces or .&apos;-</source>
        <translation>El nombre que los demás ven en la mesa: de 1 a 24 letras, cifras, espacios o .&apos;-</translation>
    </message>
    <message>
        <source>The name others see at the table</source>
        <translation>El nombre que los demás ven en la mesa</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>Actualizaciones</translation>
    </message>
    <message>
        <source>U&amp;pdates:</source>
        <translation>Act&amp;ualizaciones:</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Buscar actualizaciones</translation>
    </message>
    <message>
        <source>As Pitboss starts, at most once a day, ask Pitboss&apos;s release feed whether there is a newer version</source>
        <translation>Al iniciarse Pitboss, como mucho una vez al día, preguntar al canal de versiones de Pitboss si hay una versión más reciente</translation>
    </message>
    <message>
        <source>Check for updates when Pitboss starts</source>
        <translation>Buscar actualizaciones al iniciar Pitboss</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Comprobar ahora</translation>
    </message>
    <message>
        <source>Asks the release feed now whether there is a newer, genuine Pitboss</source>
        <translation>Pregunta ahora al canal de versiones si hay un Pitboss auténtico más reciente</translation>
    </message>
    <message>
        <source>Chec&amp;k now</source>
        <translation>Comprobar a&amp;hora</translation>
    </message>
    <message>
        <source>Update check</source>
        <translation>Búsqueda de actualizaciones</translation>
    </message>
    <message>
        <source>Numbers and dates:</source>
        <translation>Números y fechas:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <source>Card preview</source>
        <translation>Vista previa de las cartas</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Restablecer valores predeterminados</translation>
    </message>
    <message>
        <source>Puts every setting back to its default; nothing changes until you apply</source>
        <translation>Devuelve todos los ajustes a sus valores predeterminados; nada cambia hasta que apliques</translation>
    </message>
    <message>
        <source>&amp;Restore defaults</source>
        <translation>&amp;Restablecer valores predeterminados</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Uses and saves these settings</source>
        <translation>Usa y guarda estos ajustes</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Aplicar</translation>
    </message>
</context>
<context>
    <name>settings_words</name>
    <message>
        <source>Follow the system</source>
        <translation>Seguir al sistema</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Tapete verde</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>green felt</source>
        <translation>tapete verde</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>oscuro</translation>
    </message>
    <message>
        <source>high contrast</source>
        <translation>alto contraste</translation>
    </message>
    <message>
        <source>No sound device was found: sounds stay silent until one is connected (the turn alert still flashes the window).</source>
        <translation>No se encontró ningún dispositivo de sonido: no habrá sonido hasta que se conecte uno (el aviso de turno sigue haciendo parpadear la ventana).</translation>
    </message>
    <message>
        <source>Off (changes show at once)</source>
        <translation>Desactivadas (los cambios se ven al instante)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
    <message>
        <source>%1 chips · %2</source>
        <comment>a sample of 12345 chips and a date</comment>
        <translation>%1 fichas · %2</translation>
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
        <translation>Mano %1 de %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a match&apos;s hand, then each rival</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation>El torneo ha terminado</translation>
    </message>
    <message>
        <source>Over: you win</source>
        <translation>Terminado: ganas tú</translation>
    </message>
    <message>
        <source>Over: %1 wins</source>
        <translation>Terminado: gana %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln registered</source>
        <translation>
            <numerusform>%Ln inscrito</numerusform>
            <numerusform>%Ln inscritos</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 of %L2 players left</source>
        <translation>Quedan %L1 de %L2 jugadores</translation>
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
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Connection banner</source>
        <translation>Aviso de conexión</translation>
    </message>
    <message>
        <source>Table felt</source>
        <translation>Tapete de la mesa</translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation>Esperando al anfitrión</translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation>Qué hacer ahora</translation>
    </message>
    <message>
        <source>Seconds left to answer</source>
        <translation>Segundos que quedan para responder</translation>
    </message>
    <message>
        <source>&amp;Amount</source>
        <translation>C&amp;antidad</translation>
    </message>
    <message>
        <source>The amounts allowed</source>
        <translation>Las cantidades permitidas</translation>
    </message>
    <message>
        <source>Mi&amp;n</source>
        <translation>Mí&amp;n</translation>
    </message>
    <message>
        <source>Bet the minimum</source>
        <translation>Apostar el mínimo</translation>
    </message>
    <message>
        <source>Ma&amp;x</source>
        <translation>Má&amp;x</translation>
    </message>
    <message>
        <source>Bet the maximum</source>
        <translation>Apostar el máximo</translation>
    </message>
    <message>
        <source>&amp;Bet</source>
        <translation>Ap&amp;ostar</translation>
    </message>
    <message>
        <source>Place the bet</source>
        <translation>Hacer la apuesta</translation>
    </message>
    <message>
        <source>&amp;Hit</source>
        <translation>P&amp;edir</translation>
    </message>
    <message>
        <source>Hit: take a card (H)</source>
        <translation>Pedir: tomar una carta (H)</translation>
    </message>
    <message>
        <source>&amp;Stand</source>
        <translation>Plantar&amp;se</translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <translation>Plantarse (S)</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>&amp;Doblar</translation>
    </message>
    <message>
        <source>Double down (D)</source>
        <translation>Doblar (D)</translation>
    </message>
    <message>
        <source>S&amp;plit</source>
        <translation>Se&amp;parar</translation>
    </message>
    <message>
        <source>Split (P)</source>
        <translation>Separar (P)</translation>
    </message>
    <message>
        <source>Su&amp;rrender</source>
        <translation>&amp;Rendirse</translation>
    </message>
    <message>
        <source>Surrender (R)</source>
        <translation>Rendirse (R)</translation>
    </message>
    <message>
        <source>&amp;Insurance</source>
        <translation>Se&amp;guro</translation>
    </message>
    <message>
        <source>Take insurance (I)</source>
        <translation>Tomar seguro (I)</translation>
    </message>
    <message>
        <source>&amp;Even money</source>
        <translation>Pago ig&amp;ualado</translation>
    </message>
    <message>
        <source>Take even money</source>
        <translation>Tomar pago igualado</translation>
    </message>
    <message>
        <source>&amp;No insurance</source>
        <translation>Si&amp;n seguro</translation>
    </message>
    <message>
        <source>Decline insurance</source>
        <translation>Rechazar el seguro</translation>
    </message>
    <message>
        <source>&amp;Raise</source>
        <translation>Subi&amp;r</translation>
    </message>
    <message>
        <source>Raise (R)</source>
        <translation>Subir (R)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>Pa&amp;sar</translation>
    </message>
    <message>
        <source>Check (C)</source>
        <translation>Pasar (C)</translation>
    </message>
    <message>
        <source>&amp;Fold</source>
        <translation>Re&amp;tirarse</translation>
    </message>
    <message>
        <source>Fold (F)</source>
        <translation>Retirarse (F)</translation>
    </message>
    <message>
        <source>Sit &amp;out</source>
        <translation>No &amp;jugar</translation>
    </message>
    <message>
        <source>Sit this hand out</source>
        <translation>No jugar esta mano</translation>
    </message>
    <message>
        <source>Stay &amp;in</source>
        <translation>Segu&amp;ir</translation>
    </message>
    <message>
        <source>Stay in the hand</source>
        <translation>Seguir en la mano</translation>
    </message>
    <message>
        <source>Show card &amp;1</source>
        <translation>Mostrar carta &amp;1</translation>
    </message>
    <message>
        <source>Show your first card</source>
        <translation>Mostrar tu primera carta</translation>
    </message>
    <message>
        <source>Show card &amp;2</source>
        <translation>Mostrar carta &amp;2</translation>
    </message>
    <message>
        <source>Show your second card</source>
        <translation>Mostrar tu segunda carta</translation>
    </message>
    <message>
        <source>&amp;Play the hand</source>
        <translation>Jugar la &amp;mano</translation>
    </message>
    <message>
        <source>Dealer: play the hand</source>
        <translation>Banca: jugar la mano</translation>
    </message>
    <message>
        <source>&amp;Fold the hand</source>
        <translation>Re&amp;tirarse</translation>
    </message>
    <message>
        <source>Dealer: fold</source>
        <translation>Banca: retirarse</translation>
    </message>
    <message>
        <source>Dealer: hit the soft hand</source>
        <translation>Banca: pedir con la mano blanda</translation>
    </message>
    <message>
        <source>Dealer: stand</source>
        <translation>Banca: plantarse</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Level and bets</source>
        <translation>Nivel y apuestas</translation>
    </message>
    <message>
        <source>--:--</source>
        <translation>--:--</translation>
    </message>
    <message>
        <source>Time left in the level</source>
        <translation>Tiempo restante del nivel</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Hand log</source>
        <translation>Registro de manos</translation>
    </message>
    <message>
        <source>Table chat</source>
        <translation>Chat de la mesa</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Di algo a la mesa</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Mensaje de chat</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Send the chat message</source>
        <translation>Enviar el mensaje de chat</translation>
    </message>
    <message>
        <source>&amp;Advice</source>
        <translation>&amp;Consejo</translation>
    </message>
    <message>
        <source>Show advice for this decision</source>
        <translation>Mostrar consejo para esta decisión</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Consejo</translation>
    </message>
    <message>
        <source>Strategy &amp;chart</source>
        <translation>Tab&amp;la de estrategia</translation>
    </message>
    <message>
        <source>Show the basic-strategy chart</source>
        <translation>Mostrar la tabla de estrategia básica</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <source>Leave the table and go back to the lobby</source>
        <translation>Dejar la mesa y volver al lobby</translation>
    </message>
</context>
<context>
    <name>table_words</name>
    <message>
        <source>bet the minimum</source>
        <translation>apostar el mínimo</translation>
    </message>
    <message>
        <source>bet the maximum</source>
        <translation>apostar el máximo</translation>
    </message>
</context>
<context>
    <name>tv_words</name>
    <message>
        <source>The final</source>
        <translation>La final</translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation>Esperando al anfitrión</translation>
    </message>
    <message numerus="yes">
        <source>The final is still to come: %n player(s) in matches; the %1 chip leaders</source>
        <translation>
            <numerusform>La final aún está por llegar: %n jugador en enfrentamientos; los %1 líderes en fichas</numerusform>
            <numerusform>La final aún está por llegar: %n jugadores en enfrentamientos; los %1 líderes en fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The final is still to come: %n player(s) at %2 tables; the %1 chip leaders</source>
        <translation>
            <numerusform>La final aún está por llegar: %n jugador en %2 mesas; los %1 líderes en fichas</numerusform>
            <numerusform>La final aún está por llegar: %n jugadores en %2 mesas; los %1 líderes en fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>Chances of winning from the 10-hand match model</source>
        <translation>Probabilidades de ganar según el modelo de enfrentamiento a 10 manos</translation>
    </message>
    <message>
        <source>Chances of winning from the Series 7 heads-up model</source>
        <translation>Probabilidades de ganar según el modelo de mano a mano de Series 7</translation>
    </message>
    <message>
        <source>Chances of winning from the BJX heads-up model</source>
        <translation>Probabilidades de ganar según el modelo de mano a mano de BJX</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): no model weighs the chances of more than two, so chips and places only</source>
        <translation>
            <numerusform>%n jugador: ningún modelo calcula las probabilidades de más de dos, así que solo fichas y puestos</numerusform>
            <numerusform>%n jugadores: ningún modelo calcula las probabilidades de más de dos, así que solo fichas y puestos</numerusform>
        </translation>
    </message>
    <message>
        <source>These stacks are beyond the model&apos;s reach: chips and places only</source>
        <translation>Estas cantidades de fichas quedan fuera del alcance del modelo: solo fichas y puestos</translation>
    </message>
    <message>
        <source>10-hand final</source>
        <translation>Final a 10 manos</translation>
    </message>
    <message>
        <source>Heads-up</source>
        <translation>Mano a mano</translation>
    </message>
    <message>
        <source>Final table</source>
        <translation>Mesa final</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Gana %1</translation>
    </message>
    <message>
        <source>%1 wins by %L2</source>
        <translation>Gana %1 por %L2</translation>
    </message>
    <message>
        <source>Tournament over</source>
        <translation>Torneo terminado</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a place in a list</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>deals %1</source>
        <translation>reparte %1</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <comment>a player&apos;s cards against the house&apos;s</comment>
        <translation>%1 vs %2</translation>
    </message>
</context>
<context>
    <name>update_words</name>
    <message>
        <source>This build of Pitboss holds no release key, so it cannot check for updates.</source>
        <translation>Esta versión de Pitboss no incluye ninguna clave de publicación, así que no puede buscar actualizaciones.</translation>
    </message>
    <message>
        <source>This build of Pitboss cannot open secure (https) addresses, so it cannot read the update feed at %1. Look for a new version at %2.</source>
        <translation>Esta versión de Pitboss no puede abrir direcciones seguras (https), así que no puede leer el canal de actualizaciones en %1. Busca una versión nueva en %2.</translation>
    </message>
    <message>
        <source>Pitboss %1 is the newest version.</source>
        <translation>Pitboss %1 es la versión más reciente.</translation>
    </message>
    <message>
        <source>Pitboss %1 is available (you have %2), and its download matches the signed release. Get it from %3 and install it as you installed this one.</source>
        <translation>Pitboss %1 está disponible (tienes la %2) y su descarga coincide con la versión firmada. Descárgala de %3 e instálala como instalaste esta.</translation>
    </message>
    <message>
        <source>Pitboss %1 was refused: the file the feed sent is not the one its release signed (it may have been tampered with). Nothing was kept.</source>
        <translation>Se ha rechazado Pitboss %1: el archivo que envió el canal no es el que firmó su versión (puede haber sido manipulado). No se ha guardado nada.</translation>
    </message>
    <message>
        <source>The update feed was refused: its signatures have expired (an old copy of the feed may be being replayed). Nothing was downloaded.</source>
        <translation>Se ha rechazado el canal de actualizaciones: sus firmas han caducado (puede que se esté reenviando una copia antigua del canal). No se ha descargado nada.</translation>
    </message>
    <message>
        <source>The update feed was refused: it is older than one this computer has already seen. Nothing was downloaded.</source>
        <translation>Se ha rechazado el canal de actualizaciones: es más antiguo que uno que este equipo ya ha visto. No se ha descargado nada.</translation>
    </message>
    <message>
        <source>The update feed was refused: it is not signed by Pitboss&apos;s release keys (it may have been tampered with). Nothing was downloaded.</source>
        <translation>Se ha rechazado el canal de actualizaciones: no está firmado con las claves de publicación de Pitboss (puede haber sido manipulado). No se ha descargado nada.</translation>
    </message>
    <message>
        <source>The update feed was refused: its signed files do not agree (%1). Nothing was downloaded.</source>
        <translation>Se ha rechazado el canal de actualizaciones: sus archivos firmados no coinciden (%1). No se ha descargado nada.</translation>
    </message>
    <message>
        <source>The update feed at %1 answered with HTTP error %2. Try again later.</source>
        <translation>El canal de actualizaciones en %1 respondió con el error HTTP %2. Vuelve a intentarlo más tarde.</translation>
    </message>
    <message>
        <source>The update feed at %1 could not be reached. Check the connection, or try again later.</source>
        <translation>No se pudo contactar con el canal de actualizaciones en %1. Comprueba la conexión o vuelve a intentarlo más tarde.</translation>
    </message>
    <message>
        <source>The update check could not keep its files (%1).</source>
        <translation>La búsqueda de actualizaciones no pudo guardar sus archivos (%1).</translation>
    </message>
    <message>
        <source>The update check failed (%1). Look for a new version at %2.</source>
        <translation>La búsqueda de actualizaciones falló (%1). Busca una versión nueva en %2.</translation>
    </message>
</context>
<context>
    <name>variant_words</name>
    <message>
        <source>10-hand</source>
        <translation>10 manos</translation>
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
        <translation>Reloj de Pitboss</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>reconectando…</translation>
    </message>
    <message>
        <source>%1 · clock</source>
        <translation>%1 · reloj</translation>
    </message>
    <message>
        <source>%1 of %2 players left</source>
        <translation>Quedan %1 de %2 jugadores</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>Tournament over</source>
        <translation>Torneo terminado</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>En juego</translation>
    </message>
    <message>
        <source>Waiting for the start</source>
        <translation>Esperando el inicio</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>EN PAUSA</translation>
    </message>
</context>
<context>
    <name>web_director</name>
    <message>
        <source>Pitboss director</source>
        <translation>Pitboss – director</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Director</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Director&apos;s code</source>
        <translation>Código de director</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Entrar</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Next tournament</source>
        <translation>Siguiente torneo</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Take a minute</source>
        <translation>Quitar un minuto</translation>
    </message>
    <message>
        <source>−1 min</source>
        <translation>−1 min</translation>
    </message>
    <message>
        <source>Add a minute</source>
        <translation>Añadir un minuto</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Go to level</source>
        <translation>Ir al nivel</translation>
    </message>
    <message>
        <source>Late entries</source>
        <translation>Inscripciones tardías</translation>
    </message>
    <message>
        <source>Move a player</source>
        <translation>Mover a un jugador</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>To table</source>
        <translation>A la mesa</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Decisiones</translation>
    </message>
    <message>
        <source>Table of the hand to void</source>
        <translation>Mesa cuya mano anular</translation>
    </message>
    <message>
        <source>Void the hand</source>
        <translation>Anular la mano</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>Muerte súbita</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Más</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Level %L1 · %L2 minimum</source>
        <translation>Nivel %L1 · %L2 mínimo</translation>
    </message>
    <message>
        <source>Level %L1 · %L2 to %L3</source>
        <translation>Nivel %L1 · %L2 a %L3</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>The night&apos;s log</source>
        <translation>Registro de la noche</translation>
    </message>
    <message>
        <source>Type the director&apos;s code.</source>
        <translation>Escribe el código de director.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Reconnecting… (%1)</source>
        <translation>Reconectando… (%1)</translation>
    </message>
    <message>
        <source>Admit</source>
        <translation>Admitir</translation>
    </message>
    <message>
        <source>Admit %1</source>
        <translation>Admitir a %1</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>Refuse %1</source>
        <translation>Rechazar a %1</translation>
    </message>
    <message>
        <source>No table yet.</source>
        <translation>Aún no hay mesas.</translation>
    </message>
    <message>
        <source>Next break in %1</source>
        <translation>Próximo descanso en %1</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>EN PAUSA</translation>
    </message>
    <message>
        <source>the host is not connected</source>
        <translation>el anfitrión no está conectado</translation>
    </message>
    <message>
        <source>⚠ Not sent: %1</source>
        <translation>⚠ No enviado: %1</translation>
    </message>
</context>
<context>
    <name>web_night</name>
    <message>
        <source>Pitboss: tonight</source>
        <translation>Pitboss: esta noche</translation>
    </message>
    <message>
        <source>Tonight&apos;s tournament</source>
        <translation>El torneo de esta noche</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Código para unirse</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Who are you?</source>
        <translation>¿Quién eres?</translation>
    </message>
    <message>
        <source>Not on the list: a new player&apos;s name</source>
        <translation>No está en la lista: el nombre de un jugador nuevo</translation>
    </message>
    <message>
        <source>Take a seat</source>
        <translation>Tomar asiento</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Play this seat from here</source>
        <translation>Jugar este asiento desde aquí</translation>
    </message>
    <message>
        <source>Only watch (play elsewhere)</source>
        <translation>Solo mirar (jugar en otro sitio)</translation>
    </message>
    <message>
        <source>Not you?</source>
        <translation>¿No eres tú?</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Pedir</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Plantarse</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doblar</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Separar</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Seguro</translation>
    </message>
    <message>
        <source>Even money</source>
        <translation>Pago igualado</translation>
    </message>
    <message>
        <source>No insurance</source>
        <translation>Sin seguro</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <source>Sit out</source>
        <translation>No jugar</translation>
    </message>
    <message>
        <source>Stay in</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Fold the hand</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <source>Play the hand</source>
        <translation>Jugar la mano</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>Raise, check or fold?</source>
        <translation>¿Subir, pasar o retirarse?</translation>
    </message>
    <message>
        <source>Which card do you show?</source>
        <translation>¿Qué carta muestras?</translation>
    </message>
    <message>
        <source>Fold or play the hand?</source>
        <translation>¿Retirarse o jugar la mano?</translation>
    </message>
    <message>
        <source>Insurance?</source>
        <translation>¿Seguro?</translation>
    </message>
    <message>
        <source>Sit out or stay in?</source>
        <translation>¿No jugar o seguir en la mano?</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Dismiss: %1</source>
        <translation>Cerrar: %1</translation>
    </message>
    <message>
        <source>Playing from this phone</source>
        <translation>Juegas desde este móvil</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Reconnecting… (%1)</source>
        <translation>Reconectando… (%1)</translation>
    </message>
    <message>
        <source>The night&apos;s next tournament is open: pick your name to join it</source>
        <translation>El siguiente torneo de la noche está abierto: elige tu nombre para unirte</translation>
    </message>
    <message>
        <source>Not seated</source>
        <translation>Sin asiento</translation>
    </message>
    <message>
        <source>Waiting for the draw</source>
        <translation>Esperando el sorteo</translation>
    </message>
    <message>
        <source>Table %1, seat %2</source>
        <translation>Mesa %1, asiento %2</translation>
    </message>
    <message>
        <source>Out, %1</source>
        <translation>Fuera, %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a place in the field</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>boca abajo</translation>
    </message>
    <message>
        <source>%1 (deals)</source>
        <translation>%1 (reparte)</translation>
    </message>
    <message>
        <source>%1: %2 to %3</source>
        <translation>%1: de %2 a %3</translation>
    </message>
    <message>
        <source>%1: a whole amount from %2 to %3 in steps of %4</source>
        <translation>%1: una cantidad entera de %2 a %3 en pasos de %4</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Mín</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Máx</translation>
    </message>
    <message>
        <source>Not sent (%1): try again when connected</source>
        <translation>No enviado (%1): vuelve a intentarlo cuando haya conexión</translation>
    </message>
    <message>
        <source>You are away: the rules bet and play for you. Bet to come back.</source>
        <translation>Estás ausente: las reglas apuestan y juegan por ti. Apuesta para volver.</translation>
    </message>
    <message>
        <source>Your bet</source>
        <translation>Tu apuesta</translation>
    </message>
    <message>
        <source>Bet %L1 (minimum)</source>
        <translation>Apostar %L1 (mínimo)</translation>
    </message>
    <message>
        <source>Bet %L1 (maximum)</source>
        <translation>Apostar %L1 (máximo)</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Apostar</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Te toca</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a hand and its total</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Show card %1</source>
        <translation>Mostrar carta %1</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>Mostrar %1</translation>
    </message>
    <message>
        <source>10-hand knockout</source>
        <translation>Eliminación a 10 manos</translation>
    </message>
    <message>
        <source>minimum %1</source>
        <translation>mínimo %1</translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation>Nivel %1 · %2</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1 (en pausa)</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>quedan %1</translation>
    </message>
    <message>
        <source>Next break in %1</source>
        <translation>Próximo descanso en %1</translation>
    </message>
    <message>
        <source>%1 s left, standing still</source>
        <translation>quedan %1 s, detenido</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>quedan %1 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Tu mesa</translation>
    </message>
</context>
<context>
    <name>web_season</name>
    <message>
        <source>Pitboss season standings</source>
        <translation>Clasificación de la temporada de Pitboss</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Socio</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Torneos</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Won dealing</source>
        <translation>Ganado repartiendo</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>reconectando…</translation>
    </message>
    <message numerus="yes">
        <source>after %n tournament(s) · %1</source>
        <translation>
            <numerusform>tras %n torneo · %1</numerusform>
            <numerusform>tras %n torneos · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No tournament of the season has been played yet</source>
        <translation>Aún no se ha jugado ningún torneo de la temporada</translation>
    </message>
    <message>
        <source>There is no season tonight.</source>
        <translation>Esta noche no hay temporada.</translation>
    </message>
    <message>
        <source>Tonight&apos;s tournaments count in no season.</source>
        <translation>Los torneos de esta noche no cuentan para ninguna temporada.</translation>
    </message>
    <message>
        <source>The host does not answer yet.</source>
        <translation>El anfitrión aún no responde.</translation>
    </message>
</context>
<context>
    <name>web_session</name>
    <message>
        <source>Cannot reach the host at %1: %2</source>
        <translation>No se puede contactar con el anfitrión en %1: %2</translation>
    </message>
    <message>
        <source>The connection to the host was lost</source>
        <translation>Se perdió la conexión con el anfitrión</translation>
    </message>
    <message>
        <source>The host did not answer in time</source>
        <translation>El anfitrión no respondió a tiempo</translation>
    </message>
    <message>
        <source>The host refused the connection</source>
        <translation>El anfitrión rechazó la conexión</translation>
    </message>
    <message>
        <source>The host stopped answering</source>
        <translation>El anfitrión dejó de responder</translation>
    </message>
</context>
<context>
    <name>web_table</name>
    <message>
        <source>win</source>
        <translation>gana</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>pierde</translation>
    </message>
    <message>
        <source>push</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>se pasa</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>natural</translation>
    </message>
    <message>
        <source>dealer natural</source>
        <translation>natural del crupier</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>rendición</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>se retira</translation>
    </message>
    <message>
        <source>dealer fold</source>
        <translation>la banca se retira</translation>
    </message>
    <message>
        <source>forfeit</source>
        <translation>pierde por ausencia</translation>
    </message>
    <message>
        <source>even money</source>
        <translation>pago igualado</translation>
    </message>
    <message>
        <source>insurance won</source>
        <translation>seguro ganado</translation>
    </message>
    <message>
        <source>insurance lost</source>
        <translation>seguro perdido</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>devuelta</translation>
    </message>
    <message>
        <source>sat out</source>
        <translation>no jugó</translation>
    </message>
    <message>
        <source>void</source>
        <translation>anulada</translation>
    </message>
    <message>
        <source>showing %1</source>
        <translation>%1 visible</translation>
    </message>
    <message>
        <source>blackjack</source>
        <translation>blackjack</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The night&apos;s next tournament is open: join it with your name</source>
        <translation>El próximo torneo de la noche está abierto: únete con tu nombre</translation>
    </message>
    <message>
        <source>Moved: Table %1, seat %2</source>
        <translation>Cambio de mesa: mesa %1, asiento %2</translation>
    </message>
    <message>
        <source>Late entry: %1 joins your table (seat %2)</source>
        <translation>Inscripción tardía: %1 se une a tu mesa (asiento %2)</translation>
    </message>
    <message>
        <source>You are out: %1 place</source>
        <translation>Estás eliminado: %1 lugar</translation>
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
        <translation>pedir</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>plantarse</translation>
    </message>
    <message>
        <source>double down</source>
        <translation>doblar</translation>
    </message>
    <message>
        <source>split</source>
        <translation>separar</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>rendirse</translation>
    </message>
    <message>
        <source>take insurance</source>
        <translation>tomar seguro</translation>
    </message>
    <message>
        <source>take even money</source>
        <translation>tomar pago igualado</translation>
    </message>
    <message>
        <source>decline insurance</source>
        <translation>rechazar el seguro</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>subir</translation>
    </message>
    <message>
        <source>check</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>retirarse</translation>
    </message>
    <message>
        <source>sit out</source>
        <translation>no jugar</translation>
    </message>
    <message>
        <source>stay in</source>
        <translation>seguir</translation>
    </message>
    <message>
        <source>fold the hand</source>
        <translation>retirarse de la mano</translation>
    </message>
    <message>
        <source>play the hand</source>
        <translation>jugar la mano</translation>
    </message>
    <message>
        <source>show a card</source>
        <translation>mostrar una carta</translation>
    </message>
    <message>
        <source>%1 hit</source>
        <comment>%1 is you</comment>
        <translation>%1 pides</translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation>%1 pide</translation>
    </message>
    <message>
        <source>%1 stand</source>
        <comment>%1 is you</comment>
        <translation>%1 te plantas</translation>
    </message>
    <message>
        <source>%1 stands</source>
        <translation>%1 se planta</translation>
    </message>
    <message>
        <source>%1 double down</source>
        <comment>%1 is you</comment>
        <translation>%1 doblas</translation>
    </message>
    <message>
        <source>%1 doubles down</source>
        <translation>%1 dobla</translation>
    </message>
    <message>
        <source>%1 split</source>
        <comment>%1 is you</comment>
        <translation>%1 separas</translation>
    </message>
    <message>
        <source>%1 splits</source>
        <translation>%1 separa</translation>
    </message>
    <message>
        <source>%1 surrender</source>
        <comment>%1 is you</comment>
        <translation>%1 te rindes</translation>
    </message>
    <message>
        <source>%1 surrenders</source>
        <translation>%1 se rinde</translation>
    </message>
    <message>
        <source>%1 take insurance</source>
        <comment>%1 is you</comment>
        <translation>%1 tomas seguro</translation>
    </message>
    <message>
        <source>%1 takes insurance</source>
        <translation>%1 toma seguro</translation>
    </message>
    <message>
        <source>%1 take even money</source>
        <comment>%1 is you</comment>
        <translation>%1 tomas pago igualado</translation>
    </message>
    <message>
        <source>%1 takes even money</source>
        <translation>%1 toma pago igualado</translation>
    </message>
    <message>
        <source>%1 decline insurance</source>
        <comment>%1 is you</comment>
        <translation>%1 rechazas el seguro</translation>
    </message>
    <message>
        <source>%1 declines insurance</source>
        <translation>%1 rechaza el seguro</translation>
    </message>
    <message>
        <source>%1 raise</source>
        <comment>%1 is you</comment>
        <translation>%1 subes</translation>
    </message>
    <message>
        <source>%1 raises</source>
        <translation>%1 sube</translation>
    </message>
    <message>
        <source>%1 check</source>
        <comment>%1 is you</comment>
        <translation>%1 pasas</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1 pasa</translation>
    </message>
    <message>
        <source>%1 fold</source>
        <comment>%1 is you</comment>
        <translation>%1 te retiras</translation>
    </message>
    <message>
        <source>%1 folds</source>
        <translation>%1 se retira</translation>
    </message>
    <message>
        <source>%1 sit out</source>
        <comment>%1 is you</comment>
        <translation>%1 no juegas la mano</translation>
    </message>
    <message>
        <source>%1 sits out</source>
        <translation>%1 no juega la mano</translation>
    </message>
    <message>
        <source>%1 stay in</source>
        <comment>%1 is you</comment>
        <translation>%1 sigues en la mano</translation>
    </message>
    <message>
        <source>%1 stays in</source>
        <translation>%1 sigue en la mano</translation>
    </message>
    <message>
        <source>%1 fold the hand</source>
        <comment>%1 is you</comment>
        <translation>%1 te retiras de la mano</translation>
    </message>
    <message>
        <source>%1 folds the hand</source>
        <translation>%1 se retira de la mano</translation>
    </message>
    <message>
        <source>%1 play the hand</source>
        <comment>%1 is you</comment>
        <translation>%1 juegas la mano</translation>
    </message>
    <message>
        <source>%1 plays the hand</source>
        <translation>%1 juega la mano</translation>
    </message>
    <message>
        <source>%1 show a card</source>
        <comment>%1 is you</comment>
        <translation>%1 muestras una carta</translation>
    </message>
    <message>
        <source>%1 shows a card</source>
        <translation>%1 muestra una carta</translation>
    </message>
    <message>
        <source>%1 bet %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 apuestas %L2</translation>
    </message>
    <message>
        <source>%1 bets %L2</source>
        <translation>%1 apuesta %L2</translation>
    </message>
    <message>
        <source>%1 post a blind of %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 pones una ciega de %L2</translation>
    </message>
    <message>
        <source>%1 posts a blind of %L2</source>
        <translation>%1 pone una ciega de %L2</translation>
    </message>
    <message>
        <source>%1 raise by %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 subes %L2</translation>
    </message>
    <message>
        <source>%1 raises by %L2</source>
        <translation>%1 sube %L2</translation>
    </message>
    <message>
        <source>%1 double for %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 doblas con %L2</translation>
    </message>
    <message>
        <source>%1 doubles for %L2</source>
        <translation>%1 dobla con %L2</translation>
    </message>
    <message>
        <source>%1 put on the split hand %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 pones %L2 en la mano separada</translation>
    </message>
    <message>
        <source>%1 puts on the split hand %L2</source>
        <translation>%1 pone %L2 en la mano separada</translation>
    </message>
    <message>
        <source>%1 insure for %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 aseguras por %L2</translation>
    </message>
    <message>
        <source>%1 insures for %L2</source>
        <translation>%1 asegura por %L2</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>%1 are dealt %2</source>
        <comment>%1 is you</comment>
        <translation>%1 recibes %2</translation>
    </message>
    <message>
        <source>%1 are dealt %2 face down</source>
        <comment>%1 is you</comment>
        <translation>%1 recibes %2 boca abajo</translation>
    </message>
    <message>
        <source>%1 is dealt %2</source>
        <translation>%1 recibe %2</translation>
    </message>
    <message>
        <source>%1 is dealt %2 face down</source>
        <translation>%1 recibe %2 boca abajo</translation>
    </message>
    <message>
        <source>%1 turn up %2</source>
        <comment>%1 is you</comment>
        <translation>%1 destapas %2</translation>
    </message>
    <message>
        <source>%1 turns up %2</source>
        <translation>%1 destapa %2</translation>
    </message>
    <message>
        <source>%1 show %2</source>
        <comment>%1 is you: a card turned up</comment>
        <translation>%1 muestras %2</translation>
    </message>
    <message>
        <source>%1 shows %2</source>
        <comment>a card turned up</comment>
        <translation>%1 muestra %2</translation>
    </message>
    <message>
        <source>Your hand %1 splits into hands %2 and %3</source>
        <translation>Tu mano %1 se separa en las manos %2 y %3</translation>
    </message>
    <message>
        <source>Your hand splits into hands %1 and %2</source>
        <translation>Tu mano se separa en las manos %1 y %2</translation>
    </message>
    <message>
        <source>%1&apos;s hand %2 splits into hands %3 and %4</source>
        <translation>La mano %2 de %1 se separa en las manos %3 y %4</translation>
    </message>
    <message>
        <source>%1&apos;s hand splits into hands %2 and %3</source>
        <translation>La mano de %1 se separa en las manos %2 y %3</translation>
    </message>
    <message>
        <source>%1 split aces and keep %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 separas los ases y te quedas con %L2</translation>
    </message>
    <message>
        <source>%1 splits aces and keeps %L2</source>
        <translation>%1 separa los ases y se queda con %L2</translation>
    </message>
    <message>
        <source>Hand over: %1</source>
        <translation>Mano terminada: %1</translation>
    </message>
    <message>
        <source>Hand voided: every bet goes back</source>
        <translation>Mano anulada: se devuelven todas las apuestas</translation>
    </message>
    <message>
        <source>%1 pass the deal</source>
        <comment>%1 is you</comment>
        <translation>%1 pasas la banca</translation>
    </message>
    <message>
        <source>%1 passes the deal</source>
        <translation>%1 pasa la banca</translation>
    </message>
    <message>
        <source>%1 have run out of chips to cover the bets</source>
        <comment>%1 is you</comment>
        <translation>%1 te quedas sin fichas para cubrir las apuestas</translation>
    </message>
    <message>
        <source>%1 has run out of chips to cover the bets</source>
        <translation>%1 se queda sin fichas para cubrir las apuestas</translation>
    </message>
    <message>
        <source>The shoe is refilled</source>
        <translation>Se rellena el zapato</translation>
    </message>
    <message>
        <source>%1 are out in place %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 quedas eliminado en el puesto %L2</translation>
    </message>
    <message>
        <source>Hand %1 starts: the house deals</source>
        <translation>Empieza la mano %1: reparte la casa</translation>
    </message>
    <message>
        <source>New hand: the house deals</source>
        <translation>Mano nueva: reparte la casa</translation>
    </message>
    <message>
        <source>Hand %1 starts: you deal</source>
        <translation>Empieza la mano %1: repartes tú</translation>
    </message>
    <message>
        <source>New hand: you deal</source>
        <translation>Mano nueva: repartes tú</translation>
    </message>
    <message>
        <source>Hand %1 starts: %2 deals</source>
        <translation>Empieza la mano %1: reparte %2</translation>
    </message>
    <message>
        <source>New hand: %1 deals</source>
        <translation>Mano nueva: reparte %1</translation>
    </message>
    <message>
        <source>The host has gone; no longer trying</source>
        <translation>El anfitrión se ha ido; ya no se reintenta</translation>
    </message>
    <message>
        <source>The host has gone; trying again every second</source>
        <translation>El anfitrión se ha ido; se reintenta cada segundo</translation>
    </message>
    <message numerus="yes">
        <source>The host has gone; trying again every %Ln second(s)</source>
        <translation>
            <numerusform>El anfitrión se ha ido; se reintenta cada %Ln segundo</numerusform>
            <numerusform>El anfitrión se ha ido; se reintenta cada %Ln segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>bust with %1</source>
        <translation>se pasa con %1</translation>
    </message>
    <message>
        <source>soft %1</source>
        <translation>%1 blando</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>total %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last of a list of choices</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>won %L1</source>
        <translation>gana %L1</translation>
    </message>
    <message>
        <source>hand %1 of %2</source>
        <translation>mano %1 de %2</translation>
    </message>
    <message>
        <source>Split aces: %1 (%2)</source>
        <translation>Ases separados: %1 (%2)</translation>
    </message>
    <message>
        <source>Your hand: %1 (%2)</source>
        <translation>Tu mano: %1 (%2)</translation>
    </message>
    <message>
        <source>Split aces: %1</source>
        <translation>Ases separados: %1</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Tu mano: %1</translation>
    </message>
    <message>
        <source>The dealer shows an ace: %1</source>
        <translation>El crupier muestra un as: %1</translation>
    </message>
    <message>
        <source>Second betting round: %1</source>
        <translation>Segunda ronda de apuestas: %1</translation>
    </message>
    <message>
        <source>The dealer cannot cover you: %1</source>
        <translation>La banca no puede cubrirte: %1</translation>
    </message>
    <message>
        <source>You deal: which card do you show?</source>
        <translation>Repartes tú: ¿qué carta muestras?</translation>
    </message>
    <message>
        <source>You deal: %1</source>
        <translation>Repartes tú: %1</translation>
    </message>
    <message>
        <source>You deal (%1): %2</source>
        <translation>Repartes tú (%1): %2</translation>
    </message>
    <message>
        <source>no chips changed hands</source>
        <translation>ninguna ficha cambió de manos</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a player and the chips they won (+) or lost</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>You (hand %1)</source>
        <translation>Tú (mano %1)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>%1 (hand %2)</source>
        <translation>%1 (mano %2)</translation>
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
        <translation>%1 muestras la carta %2</translation>
    </message>
    <message>
        <source>%1 shows card %2</source>
        <translation>%1 muestra la carta %2</translation>
    </message>
    <message>
        <source>%1 raise to %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 subes a %L2</translation>
    </message>
    <message>
        <source>%1 raises to %L2</source>
        <translation>%1 sube a %L2</translation>
    </message>
    <message>
        <source>%1 take insurance for %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 tomas seguro por %L2</translation>
    </message>
    <message>
        <source>%1 takes insurance for %L2</source>
        <translation>%1 toma seguro por %L2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a player: an action</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 win %L2 on insurance</source>
        <comment>%1 is you</comment>
        <translation>%1 ganas %L2 con el seguro</translation>
    </message>
    <message>
        <source>%1 wins %L2 on insurance</source>
        <translation>%1 gana %L2 con el seguro</translation>
    </message>
    <message>
        <source>%1 win %L2 with a natural</source>
        <comment>%1 is you</comment>
        <translation>%1 ganas %L2 con un natural</translation>
    </message>
    <message>
        <source>%1 wins %L2 with a natural</source>
        <translation>%1 gana %L2 con un natural</translation>
    </message>
    <message>
        <source>%1 win %L2 (even money)</source>
        <comment>%1 is you</comment>
        <translation>%1 ganas %L2 (pago igualado)</translation>
    </message>
    <message>
        <source>%1 wins %L2 (even money)</source>
        <translation>%1 gana %L2 (pago igualado)</translation>
    </message>
    <message>
        <source>%1 win %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 ganas %L2</translation>
    </message>
    <message>
        <source>%1 wins %L2</source>
        <translation>%1 gana %L2</translation>
    </message>
    <message>
        <source>%1: %2, %L3 back</source>
        <comment>a player: an outcome, chips returned</comment>
        <translation>%1: %2, recupera %L3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a player: an outcome</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 lose %L2 on insurance</source>
        <comment>%1 is you</comment>
        <translation>%1 pierdes %L2 con el seguro</translation>
    </message>
    <message>
        <source>%1 loses %L2 on insurance</source>
        <translation>%1 pierde %L2 con el seguro</translation>
    </message>
    <message>
        <source>%1 lose %L2 on insurance (%3)</source>
        <comment>%1 is you</comment>
        <translation>%1 pierdes %L2 con el seguro (%3)</translation>
    </message>
    <message>
        <source>%1 loses %L2 on insurance (%3)</source>
        <translation>%1 pierde %L2 con el seguro (%3)</translation>
    </message>
    <message>
        <source>%1 lose %L2</source>
        <comment>%1 is you</comment>
        <translation>%1 pierdes %L2</translation>
    </message>
    <message>
        <source>%1 loses %L2</source>
        <translation>%1 pierde %L2</translation>
    </message>
    <message>
        <source>%1 lose %L2 (%3)</source>
        <comment>%1 is you</comment>
        <translation>%1 pierdes %L2 (%3)</translation>
    </message>
    <message>
        <source>%1 loses %L2 (%3)</source>
        <translation>%1 pierde %L2 (%3)</translation>
    </message>
    <message>
        <source>%1: table %2 seat %3 → table %4 seat %5</source>
        <translation>%1: mesa %2 asiento %3 → mesa %4 asiento %5</translation>
    </message>
    <message>
        <source>Break · %1</source>
        <translation>Descanso · %1</translation>
    </message>
    <message>
        <source>Break (not started) · %1</source>
        <translation>Descanso (sin empezar) · %1</translation>
    </message>
    <message>
        <source>Level %L1 · %2</source>
        <translation>Nivel %L1 · %2</translation>
    </message>
    <message>
        <source>Level %L1 (not started) · %2</source>
        <translation>Nivel %L1 (sin empezar) · %2</translation>
    </message>
    <message>
        <source>bets %L1 minimum</source>
        <translation>apuestas de %L1 mínimo</translation>
    </message>
    <message>
        <source>bets %L1 to %L2</source>
        <translation>apuestas de %L1 a %L2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>a list of problems</comment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>The shuffle proof of hands %L1 to %L2 FAILED: %3</source>
        <translation>La prueba de barajado de las manos %L1 a %L2 HA FALLADO: %3</translation>
    </message>
    <message>
        <source>Hand %L1&apos;s shuffle proof FAILED: %2</source>
        <translation>La prueba de barajado de la mano %L1 HA FALLADO: %2</translation>
    </message>
    <message>
        <source>%1 and %2 are level on %L3</source>
        <translation>%1 y %2 están igualados con %L3</translation>
    </message>
    <message>
        <source>%1 wins by %L2</source>
        <translation>%1 gana por %L2</translation>
    </message>
    <message numerus="yes">
        <source>%1 has played every hand on %L2: %3 must keep more than %L2 with %n hand(s) left</source>
        <translation>
            <numerusform>%1 ha jugado todas sus manos con %L2: %3 debe quedar por encima de %L2 con %n mano por jugar</numerusform>
            <numerusform>%1 ha jugado todas sus manos con %L2: %3 debe quedar por encima de %L2 con %n manos por jugar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has finished on %L2: %3 must win a bet of %L4 to pass, %n hand(s) left</source>
        <translation>
            <numerusform>%1 ha terminado con %L2: %3 debe ganar una apuesta de %L4 para superarlo; queda %n mano</numerusform>
            <numerusform>%1 ha terminado con %L2: %3 debe ganar una apuesta de %L4 para superarlo; quedan %n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has finished on %L2: %3 must double a bet of %L4 and win it to pass, %n hand(s) left</source>
        <translation>
            <numerusform>%1 ha terminado con %L2: %3 debe doblar una apuesta de %L4 y ganarla para superarlo; queda %n mano</numerusform>
            <numerusform>%1 ha terminado con %L2: %3 debe doblar una apuesta de %L4 y ganarla para superarlo; quedan %n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has finished on %L2: %3 cannot pass in one hand, %n hand(s) left</source>
        <translation>
            <numerusform>%1 ha terminado con %L2: %3 no puede superarlo en una mano; queda %n mano</numerusform>
            <numerusform>%1 ha terminado con %L2: %3 no puede superarlo en una mano; quedan %n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leads by %L2 with %n hand(s) left: %3 must win a bet of %L4 to pass</source>
        <translation>
            <numerusform>%1 lidera por %L2 a falta de %n mano: %3 debe ganar una apuesta de %L4 para superarlo</numerusform>
            <numerusform>%1 lidera por %L2 a falta de %n manos: %3 debe ganar una apuesta de %L4 para superarlo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leads by %L2 with %n hand(s) left: %3 must double a bet of %L4 and win it to pass</source>
        <translation>
            <numerusform>%1 lidera por %L2 a falta de %n mano: %3 debe doblar una apuesta de %L4 y ganarla para superarlo</numerusform>
            <numerusform>%1 lidera por %L2 a falta de %n manos: %3 debe doblar una apuesta de %L4 y ganarla para superarlo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leads by %L2 with %n hand(s) left: %3 cannot pass in one hand</source>
        <translation>
            <numerusform>%1 lidera por %L2 a falta de %n mano: %3 no puede superarlo en una mano</numerusform>
            <numerusform>%1 lidera por %L2 a falta de %n manos: %3 no puede superarlo en una mano</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leads by %L2: %3 must win a bet of %L4 to pass</source>
        <translation>%1 lidera por %L2: %3 debe ganar una apuesta de %L4 para superarlo</translation>
    </message>
    <message>
        <source>%1 leads by %L2</source>
        <translation>%1 lidera por %L2</translation>
    </message>
    <message numerus="yes">
        <source>%1 leads by %L2: %3 must win %n bet(s) of %L4 to pass</source>
        <translation>
            <numerusform>%1 lidera por %L2: %3 debe ganar %n apuesta de %L4 para superarlo</numerusform>
            <numerusform>%1 lidera por %L2: %3 debe ganar %n apuestas de %L4 para superarlo</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds every chip</source>
        <translation>%1 tiene todas las fichas</translation>
    </message>
    <message>
        <source>%1 and %2 share the lead on %L3</source>
        <translation>%1 y %2 comparten el liderato con %L3</translation>
    </message>
    <message>
        <source>%1 leads %2 by %L3</source>
        <translation>%1 aventaja a %2 en %L3</translation>
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
