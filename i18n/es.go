package i18n

// spanish is the bot's words in Spanish, with "tú", read in Spain and in
// Latin America alike. Game vocabulary: a board is el tablero, a round una
// ronda, the daily el reto diario, a hint una pista, a tile una casilla, a
// channel un canal. Commands, their options and the values a player types
// (`/daily`, `hints:on`, `classic`, `yesterday`) stay as the bot reads
// them. The buttons read «Jugar en el tablero» and «Escribir palabras».
var spanish = Messages{
	// Small pieces.
	"%d seconds":         Plural{One: "%d segundo", Other: "%d segundos"},
	"%dm":                "%d min",
	"%dh %02dm":          "%d h %02d min",
	"under a minute":     "menos de un minuto",
	"at %s UTC":          "a las %s UTC",
	"at midnight":        "a medianoche",
	"at midnight, in %s": "a medianoche, dentro de %s",
	"%s and %d more":     "%s y %d más",
	"%[1]s %[2]d %[3]s":  "%[1]s %[2]d de %[3]s",
	"day out of range":   "ese día no existe",
	"month out of range": "ese mes no existe",

	"Sunday": "domingo", "Monday": "lunes", "Tuesday": "martes", "Wednesday": "miércoles",
	"Thursday": "jueves", "Friday": "viernes", "Saturday": "sábado",
	"January": "enero", "February": "febrero", "March": "marzo", "April": "abril",
	"May": "mayo", "June": "junio", "July": "julio", "August": "agosto",
	"September": "septiembre", "October": "octubre", "November": "noviembre", "December": "diciembre",

	// Refusals (the error table).
	"Sorry, something went wrong on my side. It has been logged; please try again in a moment.": "Lo siento, algo ha fallado por mi parte. Ha quedado registrado; vuelve a intentarlo en un momento.",

	"That's %d words; enter at most %d at a time.":                                          "Son %d palabras; escribe como máximo %d a la vez.",
	"I can't read the day `%s`: write it YYYY-MM-DD, like `%s`, or `yesterday`.":            "No entiendo la fecha `%s`: escríbela como AAAA-MM-DD, por ejemplo `%s`, o `yesterday` (ayer).",
	"There is no such day as `%s` (%s): write a day YYYY-MM-DD, like `%s`, or `yesterday`.": "No existe el día `%s` (%s): escribe una fecha AAAA-MM-DD, por ejemplo `%s`, o `yesterday` (ayer).",

	"You've found every word on this board (`%s`): there is nothing left to hint. Well played!": "Has encontrado todas las palabras de este tablero (`%s`): ya no quedan pistas que dar. ¡Bien jugado!",
	"This board (`%s`) has no word in its dictionary, so there is nothing to hint.":             "Este tablero (`%s`) no tiene ninguna palabra de su diccionario, así que no hay pistas que dar.",
	"Hints have already shown you every word you have left, so there is no new hint (and none is counted). The %d words: %s. Enter them: they count as found, for no points.": Plural{
		One:   "Las pistas ya te han mostrado la última palabra que te queda, así que no hay pista nueva (y no se cuenta ninguna). La palabra: %[2]s. Escríbela: cuenta como encontrada, sin puntos.",
		Other: "Las pistas ya te han mostrado todas las palabras que te quedan, así que no hay pista nueva (y no se cuenta ninguna). Las %d palabras: %s. Escríbelas: cuentan como encontradas, sin puntos.",
	},
	"This round was started without hints, so there are none until it ends %s. Start a round with hints with `/play hints:on`; after the round, `/hint` helps with the daily board.": "Esta ronda empezó sin pistas, así que no habrá ninguna hasta que termine %s. Empieza una ronda con pistas con `/play hints:on`; después de la ronda, `/hint` ayuda con el tablero del reto diario.",

	"The daily challenge isn't enabled on this bot: it needs a database. Ask whoever runs the bot to set `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` and `/study` work as usual.": "El reto diario no está activado en este bot: necesita una base de datos. Pide a quien administra el bot que configure `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` y `/study` funcionan como siempre.",
	"This server has no daily settings yet: an admin sets them with `/daily setup`.":                                                                                                          "Este servidor aún no tiene ajustes del reto diario: un admin los configura con `/daily setup`.",
	"I can't set that up: the server is not named.": "No puedo configurarlo: no se indica el servidor.",
	"I can't set that up: the time is wrong. `%s` is not a time of day: write HH:MM on a 24-hour clock, like 09:00 or 18:30.":                                                                                                "No puedo configurarlo: la hora no es válida. `%s` no es una hora del día: escribe HH:MM en formato de 24 horas, como 09:00 o 18:30.",
	"I can't set that up: the timezone is wrong. There is no timezone `%s`: use a name like Europe/Paris, America/New_York or UTC.":                                                                                          "No puedo configurarlo: la zona horaria no es válida. No existe la zona horaria `%s`: usa un nombre como Europe/Madrid, America/Mexico_City o UTC.",
	"I can't set that up: the size is wrong. The daily board is 4 (4x4) or 5 (5x5), not %d.":                                                                                                                                 "No puedo configurarlo: el tamaño no es válido. El tablero del reto diario es de 4 (4x4) o 5 (5x5), no de %d.",
	"I can't set that up: the dictionary is wrong. There is no dictionary `%s`: choose common, standard or large.":                                                                                                           "No puedo configurarlo: el diccionario no es válido. No existe el diccionario `%s`: elige common, standard o large.",
	"Find a word on today's board first: `/daily` shows it, `/guess` plays it. Then `/daily share` gives a summary to paste anywhere, with no spoilers.":                                                                     "Primero encuentra una palabra en el tablero de hoy: `/daily` lo muestra, `/guess` juega una palabra. Después, `/daily share` te da un resumen sin spoilers para pegarlo donde quieras.",
	"Practice needs a database that keeps it, and this bot's doesn't. Ask whoever runs the bot.":                                                                                                                             "La práctica necesita una base de datos que la guarde, y la de este bot no lo hace. Pregunta a quien administra el bot.",
	"%s hasn't come yet: today is %s here. You can review days that have ended.":                                                                                                                                             "El %s aún no ha llegado: aquí hoy es %s. Puedes repasar los días que ya han terminado.",
	"%s hasn't come yet: today is %s here. You can practise days that have ended.":                                                                                                                                           "El %s aún no ha llegado: aquí hoy es %s. Puedes practicar con los días que ya han terminado.",
	"%s hasn't come yet: today is %s here. You can look back on days that have ended.":                                                                                                                                       "El %s aún no ha llegado: aquí hoy es %s. Puedes volver a ver los días que ya han terminado.",
	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. `/daily review yesterday` looks back at yesterday.":                                                                  "El tablero de hoy todavía se está jugando, así que repasarlo lo estropearía: el repaso se abre cuando termina el día, %s. `/daily review yesterday` repasa el de ayer.",
	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. Today is the first day of the daily here, so there's no earlier day to review yet.":                                  "El tablero de hoy todavía se está jugando, así que repasarlo lo estropearía: el repaso se abre cuando termina el día, %s. Hoy es el primer día del reto diario aquí, así que aún no hay un día anterior que repasar.",
	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, like `/daily day:%s`.":                                                                                        "El tablero de hoy es la partida de verdad: juégalo con `/daily` y `/guess`. La práctica es para los días que ya han terminado, como `/daily day:%s`.",
	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, and today is the first day of the daily here: its board opens for review and practice when the day ends, %s.": "El tablero de hoy es la partida de verdad: juégalo con `/daily` y `/guess`. La práctica es para los días que ya han terminado, y hoy es el primer día del reto diario aquí: su tablero se abre para repasar y practicar cuando termine el día, %s.",
	"The daily's rules changed here on %s, and the boards of the days before aren't kept. Pick a day from %s on.":                                                                                                            "Las reglas del reto diario cambiaron aquí el %s, y los tableros de los días anteriores no se guardan. Elige un día a partir del %s.",
	"The daily began here on %s (%s): there is no board here for %s.":                                                                                                                                                        "El reto diario empezó aquí el %s (%s): no hay tablero para el %s.",
	"No daily has been played here before today, so there's no past day to review yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!":                                                       "Aquí no se ha jugado ningún reto diario antes de hoy, así que aún no hay un día pasado que repasar: el tablero de hoy se abre para ello cuando termine el día, a medianoche. ¡Vuelve mañana!",
	"No daily has been played here before today, so there's no past day to practise yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!":                                                     "Aquí no se ha jugado ningún reto diario antes de hoy, así que aún no hay un día pasado para practicar: el tablero de hoy se abre para ello cuando termine el día, a medianoche. ¡Vuelve mañana!",
	"No daily has been played here before today, so there's no past day to look back on yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!":                                                 "Aquí no se ha jugado ningún reto diario antes de hoy, así que aún no hay un día pasado que volver a ver: el tablero de hoy se abre para ello cuando termine el día, a medianoche. ¡Vuelve mañana!",
	"This day's board has ended. Ask /daily for today's.":                                                                                                                                                                    "El tablero de ese día ha terminado. Pide el de hoy con /daily.",

	"Live rounds aren't enabled on this bot: they need a database. Ask whoever runs the bot to set `DATABASE_URL`.":        "Las rondas en directo no están activadas en este bot: necesitan una base de datos. Pide a quien administra el bot que configure `DATABASE_URL`.",
	"No round is running in this channel. Start one with `/play`.":                                                         "No hay ninguna ronda en curso en este canal. Empieza una con `/play`.",
	"That round is gone: its results were posted in the channel.":                                                          "Esa ronda ya no existe: sus resultados se publicaron en el canal.",
	"A round is already running in this channel: it ends %s. Join in with `/guess WORDS` or the Enter words button.":       "Ya hay una ronda en curso en este canal: termina %s. Únete con `/guess PALABRAS` o con el botón «Escribir palabras».",
	"The round ended %s: no more words count. The results are posted in the channel (or on their way).":                    "La ronda terminó %s: ya no cuentan más palabras. Los resultados están publicados en el canal (o a punto de llegar).",
	"This round is over: its results are on their way. Once they are posted, `/hint` helps with the daily board.":          "Esta ronda ha terminado: sus resultados están a punto de llegar. Cuando se publiquen, `/hint` ayuda con el tablero del reto diario.",
	"The round has ended: no more words count. The results are posted in the channel (or on their way).":                   "La ronda ha terminado: ya no cuentan más palabras. Los resultados están publicados en el canal (o a punto de llegar).",
	"Only the player who started the round, or an admin, can stop it.":                                                     "Solo quien empezó la ronda, o un admin, puede detenerla.",
	"`hints` is `on` or `off`, not `%s`.":                                                                                  "`hints` es `on` u `off`, no `%s`.",
	"`%s` is not a length of time: write it like `30s`, `90s`, `2m` or `3m`, from 30 seconds to 10 minutes.":               "`%s` no es una duración: escríbela como `30s`, `90s`, `2m` o `3m`, de 30 segundos a 10 minutos.",
	"A round lasts from 30 seconds to 10 minutes, not %s (`%s`).":                                                          "Una ronda dura de 30 segundos a 10 minutos, no %s (`%s`).",
	"A round lasts from 30 seconds to 10 minutes, not %s.":                                                                 "Una ronda dura de 30 segundos a 10 minutos, no %s.",
	"There is no mode `%s`: choose `classic` (words two players both find score for nobody) or `all` (every word scores).": "No existe el modo `%s`: elige `classic` (las palabras que encuentran dos jugadores no puntúan para nadie) o `all` (todas las palabras puntúan).",
	"A round's board is 4 (Boggle), 5 (Big Boggle) or 6 (Super Big Boggle) tiles wide, not `%s`.":                          "El tablero de una ronda tiene 4 (Boggle), 5 (Big Boggle) o 6 (Super Big Boggle) casillas de lado, no `%s`.",
	"There is no dictionary called `%s`: choose common, standard or large.":                                                "No existe ningún diccionario llamado `%s`: elige common, standard o large.",
	"There is no language `%s` to play in: choose one of %s.":                                                              "No hay ningún idioma `%s` para jugar: elige uno de %s.",
	"`%s` can't be played here: the letter `%s` is on no die of this language (%s).":                                       "`%s` no se puede jugar aquí: la letra `%s` no está en ningún dado de este idioma (%s).",

	"You're sending commands a bit fast. Try again in %s.":           "Estás enviando comandos un poco rápido. Vuelve a intentarlo dentro de %s.",
	"You're sending words a bit fast: they are kept and sent in %s.": "Estás enviando palabras un poco rápido: se guardan y se envían dentro de %s.",
	"You're asking a bit fast. Try again in %s.":                     "Estás preguntando un poco rápido. Vuelve a intentarlo dentro de %s.",
	"The board is reloading a bit fast. Try again in %s.":            "El tablero se está recargando un poco rápido. Vuelve a intentarlo dentro de %s.",

	"Open the board from chat: /daily, or the Play on the board button under a round, gives you a personal link.": "Abre el tablero desde el chat: /daily, o el botón «Jugar en el tablero» debajo de una ronda, te da un enlace personal.",
	"Ask the bot for a fresh link with /daily or the Play on the board button.":                                   "Pide al bot un enlace nuevo con /daily o con el botón «Jugar en el tablero».",
	"Your session on this board has ended. %s":                                                                    "Tu sesión en este tablero ha terminado. %s",
	"Your session is not valid. %s":                                                                               "Tu sesión no es válida. %s",
	"The board only takes words from its own page: open it from chat.":                                            "El tablero solo acepta palabras desde su propia página: ábrelo desde el chat.",
	"Send JSON.":             "Envía JSON.",
	`Send {"words": "..."}.`: `Envía {"words": "..."}.`,
	"That's more than %d bytes of words; enter at most %d words at a time.": "Son más de %d bytes de palabras; escribe como máximo %d palabras a la vez.",
	"Which word? Drag across the tiles or type one.":                        "¿Qué palabra? Arrastra por las casillas o escribe una.",

	"This board has no live updates: reload the page to see the latest.":                                                      "Este tablero no tiene actualizaciones en directo: recarga la página para ver lo último.",
	"Too many pages are following games right now: live updates pause, and the page tries again in a few seconds.":            "Ahora mismo hay demasiadas páginas siguiendo partidas: las actualizaciones en directo se pausan y la página lo vuelve a intentar en unos segundos.",
	"This board is open in more than %d tabs: this one gets no live updates. Close another and it catches up within seconds.": "Este tablero está abierto en más de %d pestañas: esta no recibe actualizaciones en directo. Cierra otra y se pondrá al día en unos segundos.",
}
