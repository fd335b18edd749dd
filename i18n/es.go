package i18n

// spanish is the bot's words in Spanish, with "tú", read in Spain and in
// Latin America alike. Game vocabulary: a board is el tablero, a round una
// ronda, the daily el reto diario, a hint una pista, a tile una casilla, a
// channel un canal. Commands, their options and the values a player types
// (`/daily`, `hints:on`, `classic`, `yesterday`) stay as the bot reads
// them. The buttons read «Jugar en el tablero» and «Escribir palabras».
var spanish = Messages{
	// The label of the buttons that open the board inside Discord (discord.ActivityLabel).
	"Play in Discord": "Jugar en Discord",
	// Dictionary tiers' names inside a sentence (TierName): "the %s dictionary".
	"dictionary tier: common":   "común",
	"dictionary tier: standard": "estándar",
	"dictionary tier: large":    "amplio",

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

	"That's %d words; enter at most %d at a time.": "Son %d palabras; escribe como máximo %d a la vez.",

	"I can't read the day `%s`: write it YYYY-MM-DD, like `%s`, or `yesterday`.": "No entiendo la fecha `%s`: escríbela como AAAA-MM-DD, por ejemplo `%s`, o `yesterday` (ayer).",

	"There is no such day as `%s` (%s): write a day YYYY-MM-DD, like `%s`, or `yesterday`.": "No existe el día `%s` (%s): escribe una fecha AAAA-MM-DD, por ejemplo `%s`, o `yesterday` (ayer).",

	"You've found every word on this board (`%s`): there is nothing left to hint. Well played!": "Has encontrado todas las palabras de este tablero (`%s`): ya no quedan pistas que dar. ¡Bien jugado!",

	"This board (`%s`) has no word in its dictionary, so there is nothing to hint.": "Este tablero (`%s`) no tiene ninguna palabra de su diccionario, así que no hay pistas que dar.",

	"Hints have already shown you every word you have left, so there is no new hint (and none is counted). The %d words: %s. Enter them: they count as found, for no points.": Plural{
		One:   "Las pistas ya te han mostrado la última palabra que te queda, así que no hay pista nueva (y no se cuenta ninguna). La palabra: %[2]s. Escríbela: cuenta como encontrada, sin puntos.",
		Other: "Las pistas ya te han mostrado todas las palabras que te quedan, así que no hay pista nueva (y no se cuenta ninguna). Las %d palabras: %s. Escríbelas: cuentan como encontradas, sin puntos.",
	},

	"This round was started without hints, so there are none until it ends %s. Start a round with hints with `/play hints:on`; after the round, `/hint` helps with the daily board.": "Esta ronda empezó sin pistas, así que no habrá ninguna hasta que termine %s. Empieza una ronda con pistas con `/play hints:on`; después de la ronda, `/hint` ayuda con el tablero del reto diario.",

	"The daily challenge isn't enabled on this bot: it needs a database. Ask whoever runs the bot to set `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` and `/study` work as usual.": "El reto diario no está activado en este bot: necesita una base de datos. Pide a quien administra el bot que configure `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` y `/study` funcionan como siempre.",

	"This server has no daily settings yet: an admin sets them with `/daily setup`.": "Este servidor aún no tiene ajustes del reto diario: un admin los configura con `/daily setup`.",

	"I can't set that up: the server is not named.": "No puedo configurarlo: no se indica el servidor.",

	"I can't set that up: the time is wrong. `%s` is not a time of day: write HH:MM on a 24-hour clock, like 09:00 or 18:30.": "No puedo configurarlo: la hora no es válida. `%s` no es una hora del día: escribe HH:MM en formato de 24 horas, como 09:00 o 18:30.",

	"I can't set that up: the timezone is wrong. There is no timezone `%s`: use a name like Europe/Paris, America/New_York or UTC.": "No puedo configurarlo: la zona horaria no es válida. No existe la zona horaria `%s`: usa un nombre como Europe/Madrid, America/Mexico_City o UTC.",

	"I can't set that up: the size is wrong. The daily board is 4 (4x4) or 5 (5x5), not %d.": "No puedo configurarlo: el tamaño no es válido. El tablero del reto diario es de 4 (4x4) o 5 (5x5), no de %d.",

	"I can't set that up: the dictionary is wrong. There is no dictionary `%s`: choose common, standard or large.": "No puedo configurarlo: el diccionario no es válido. No existe el diccionario `%s`: elige common (común), standard (estándar) o large (amplio).",

	"Find a word on today's board first: `/daily` shows it, `/guess` plays it. Then `/daily share` gives a summary to paste anywhere, with no spoilers.": "Primero encuentra una palabra en el tablero de hoy: `/daily` lo muestra, `/guess` juega una palabra. Después, `/daily share` te da un resumen sin spoilers para pegarlo donde quieras.",

	"Practice needs a database that keeps it, and this bot's doesn't. Ask whoever runs the bot.": "La práctica necesita una base de datos que la guarde, y la de este bot no lo hace. Pregunta a quien administra el bot.",

	"%s hasn't come yet: today is %s here. You can review days that have ended.": "El %s aún no ha llegado: aquí hoy es %s. Puedes repasar los días que ya han terminado.",

	"%s hasn't come yet: today is %s here. You can practise days that have ended.": "El %s aún no ha llegado: aquí hoy es %s. Puedes practicar con los días que ya han terminado.",

	"%s hasn't come yet: today is %s here. You can look back on days that have ended.": "El %s aún no ha llegado: aquí hoy es %s. Puedes volver a ver los días que ya han terminado.",

	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. `/daily review yesterday` looks back at yesterday.": "El tablero de hoy todavía se está jugando, así que repasarlo lo estropearía: el repaso se abre cuando termina el día, %s. `/daily review yesterday` repasa el de ayer.",

	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. Today is the first day of the daily here, so there's no earlier day to review yet.": "El tablero de hoy todavía se está jugando, así que repasarlo lo estropearía: el repaso se abre cuando termina el día, %s. Hoy es el primer día del reto diario aquí, así que aún no hay un día anterior que repasar.",

	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, like `/daily day:%s`.": "El tablero de hoy es la partida de verdad: juégalo con `/daily` y `/guess`. La práctica es para los días que ya han terminado, como `/daily day:%s`.",

	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, and today is the first day of the daily here: its board opens for review and practice when the day ends, %s.": "El tablero de hoy es la partida de verdad: juégalo con `/daily` y `/guess`. La práctica es para los días que ya han terminado, y hoy es el primer día del reto diario aquí: su tablero se abre para repasar y practicar cuando termine el día, %s.",

	"The daily's rules changed here on %s, and the boards of the days before aren't kept. Pick a day from %s on.": "Las reglas del reto diario cambiaron aquí el %s, y los tableros de los días anteriores no se guardan. Elige un día a partir del %s.",

	"The daily began here on %s (%s): there is no board here for %s.": "El reto diario empezó aquí el %s (%s): no hay tablero para el %s.",

	"No daily has been played here before today, so there's no past day to review yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!": "Aquí no se ha jugado ningún reto diario antes de hoy, así que aún no hay un día pasado que repasar: el tablero de hoy se abre para ello cuando termine el día, a medianoche. ¡Vuelve mañana!",

	"No daily has been played here before today, so there's no past day to practise yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!": "Aquí no se ha jugado ningún reto diario antes de hoy, así que aún no hay un día pasado para practicar: el tablero de hoy se abre para ello cuando termine el día, a medianoche. ¡Vuelve mañana!",

	"No daily has been played here before today, so there's no past day to look back on yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!": "Aquí no se ha jugado ningún reto diario antes de hoy, así que aún no hay un día pasado que volver a ver: el tablero de hoy se abre para ello cuando termine el día, a medianoche. ¡Vuelve mañana!",

	"This day's board has ended. Ask /daily for today's.": "El tablero de ese día ha terminado. Pide el de hoy con /daily.",

	"Live rounds aren't enabled on this bot: they need a database. Ask whoever runs the bot to set `DATABASE_URL`.": "Las rondas en vivo no están activadas en este bot: necesitan una base de datos. Pide a quien administra el bot que configure `DATABASE_URL`.",

	"No round is running in this channel. Start one with `/play`.": "No hay ninguna ronda en curso en este canal. Empieza una con `/play`.",

	"That round is gone: its results were posted in the channel.": "Esa ronda ya no existe: sus resultados se publicaron en el canal.",

	"A round is already running in this channel: it ends %s. Join in with `/guess WORDS` or the Enter words button.": "Ya hay una ronda en curso en este canal: termina %s. Únete con `/guess PALABRAS` o con el botón «Escribir palabras».",

	"The round ended %s: no more words count. The results are posted in the channel (or on their way).": "La ronda terminó %s: ya no cuentan más palabras. Los resultados están publicados en el canal (o a punto de llegar).",

	"This round is over: its results are on their way. Once they are posted, `/hint` helps with the daily board.": "Esta ronda ha terminado: sus resultados están a punto de llegar. Cuando se publiquen, `/hint` ayuda con el tablero del reto diario.",

	"The round has ended: no more words count. The results are posted in the channel (or on their way).": "La ronda ha terminado: ya no cuentan más palabras. Los resultados están publicados en el canal (o a punto de llegar).",

	"Only the player who started the round, or an admin, can stop it.": "Solo quien empezó la ronda, o un admin, puede detenerla.",

	"`hints` is `on` or `off`, not `%s`.": "`hints` es `on` u `off`, no `%s`.",

	"`%s` is not a length of time: write it like `30s`, `90s`, `2m` or `3m`, from 30 seconds to 10 minutes.": "`%s` no es una duración: escríbela como `30s`, `90s`, `2m` o `3m`, de 30 segundos a 10 minutos.",

	"A round lasts from 30 seconds to 10 minutes, not %s (`%s`).": "Una ronda dura de 30 segundos a 10 minutos, no %s (`%s`).",

	"A round lasts from 30 seconds to 10 minutes, not %s.": "Una ronda dura de 30 segundos a 10 minutos, no %s.",

	"There is no mode `%s`: choose `classic` (words two players both find score for nobody) or `all` (every word scores).": "No existe el modo `%s`: elige `classic` (las palabras que encuentran dos jugadores no puntúan para nadie) o `all` (todas las palabras puntúan).",

	"A round's board is 4 (Boggle), 5 (Big Boggle) or 6 (Super Big Boggle) tiles wide, not `%s`.": "El tablero de una ronda tiene 4 (Boggle), 5 (Big Boggle) o 6 (Super Big Boggle) casillas de lado, no `%s`.",

	"There is no dictionary called `%s`: choose common, standard or large.": "No existe ningún diccionario llamado `%s`: elige common (común), standard (estándar) o large (amplio).",

	"There is no language `%s` to play in: choose one of %s.": "No hay ningún idioma `%s` para jugar: elige uno de %s.",

	"`%s` can't be played here: the letter q is only on the Qu tile, so every q must be followed by u.": "`%s` no se puede jugar aquí: la letra q solo está en la casilla Qu, así que toda q debe ir seguida de una u.",
	"`%s` can't be played here: the letter `%s` is on no die of this language (%s).":                    "`%s` no se puede jugar aquí: la letra `%s` no está en ningún dado de este idioma (%s).",
	"That word is empty: type its letters (%s).":                                                        "Esa palabra está vacía: escribe sus letras (%s).",
	"`%s` is not on the board: no path of touching tiles spells it.":                                    "`%s` no está en el tablero: ningún camino de casillas vecinas la forma.",
	"`%s` is not in the %s dictionary.":                                                                 "`%s` no está en el diccionario %s.",
	"`%s` is too short: a word here has at least %d letters.":                                           "`%s` es demasiado corta: aquí una palabra tiene al menos %d letras.",
	"`%s` is not a word: letters a-z only.":                                                             "`%s` no es una palabra: solo letras a-z.",
	"You already found `%s`.":                                                                           "Ya encontraste `%s`.",
	"`%s` was revealed by a hint: found, no points.":                                                    "`%s` la reveló una pista: encontrada, sin puntos.",
	"`%s` is too tangled to check: the board repeats its letters too often.":                            "`%s` es demasiado enredada para comprobarla: el tablero repite demasiado sus letras.",
	"`%s` is too long: a word has at most %d letters.":                                                  "`%s` es demasiado larga: una palabra tiene como máximo %d letras.",
	"`%s` has no letters: type a word's letters (%s).":                                                  "`%s` no tiene letras: escribe las letras de una palabra (%s).",

	"You're sending commands a bit fast. Try again in %s.": "Estás enviando comandos un poco rápido. Vuelve a intentarlo dentro de %s.",

	"You're sending words a bit fast: they are kept and sent in %s.": "Estás enviando palabras un poco rápido: se guardan y se envían dentro de %s.",

	"You're asking a bit fast. Try again in %s.": "Estás preguntando un poco rápido. Vuelve a intentarlo dentro de %s.",

	"The board is reloading a bit fast. Try again in %s.": "El tablero se está recargando un poco rápido. Vuelve a intentarlo dentro de %s.",

	"Open the board from chat: /daily, or the Play on the board button under a round, gives you a personal link.": "Abre el tablero desde el chat: /daily, o el botón «Jugar en el tablero» debajo de una ronda, te da un enlace personal.",

	"Ask the bot for a fresh link with /daily or the Play on the board button.": "Pide al bot un enlace nuevo con /daily o con el botón «Jugar en el tablero».",

	"Your session on this board has ended. %s": "Tu sesión en este tablero ha terminado. %s",
	"Your session is not valid. %s":            "Tu sesión no es válida. %s",

	"The board only takes words from its own page: open it from chat.": "El tablero solo acepta palabras desde su propia página: ábrelo desde el chat.",

	"Send JSON.": "Envía JSON.",
	// The Discord Activity's sign-in.

	"The Discord Activity isn't set up on this bot (DISCORD_CLIENT_SECRET).": "La Actividad de Discord no está configurada en este bot (DISCORD_CLIENT_SECRET).",

	"Send {\"code\": ...} from the SDK's authorize.": "Envía el {\"code\": ...} que da el authorize del SDK.",
	"The guild and channel must be Discord ids.":     "El servidor y el canal deben ser ids de Discord.",

	"This device is signing in very often. Wait a few seconds, then close the Activity and open it again.": "Este dispositivo inicia sesión muy a menudo. Espera unos segundos, luego cierra la Actividad y vuelve a abrirla.",

	"Many players are opening the board at once. Close the Activity and open it again in a few seconds.": "Muchos jugadores están abriendo el tablero a la vez. Cierra la Actividad y vuelve a abrirla en unos segundos.",

	"Discord is slow to answer. Close the Activity and open it again in a moment.": "Discord tarda en responder. Cierra la Actividad y vuelve a abrirla en un momento.",

	"Discord did not accept the sign-in. Close the Activity and open it again.": "Discord no aceptó el inicio de sesión. Cierra la Actividad y vuelve a abrirla.",

	"Discord did not say who you are. Close the Activity and open it again.": "Discord no dijo quién eres. Cierra la Actividad y vuelve a abrirla.",

	"The Activity's instance id is not one Discord gives. Close the Activity and open it again.": "El id de instancia de la Actividad no es uno de los que da Discord. Cierra la Actividad y vuelve a abrirla.",

	"Discord does not know this Activity any more. Close it and open it again from the channel.": "Discord ya no conoce esta Actividad. Ciérrala y vuelve a abrirla desde el canal.",

	"Discord does not list you in this Activity. Close it and open it again from the channel.": "Discord no te incluye en esta Actividad. Ciérrala y vuelve a abrirla desde el canal.",

	"This Activity runs somewhere else than the page says. Close it and open it again from the channel.": "Esta Actividad se ejecuta en otro lugar del que indica la página. Ciérrala y vuelve a abrirla desde el canal.",

	"Discord did not list your servers. Close the Activity and open it again.": "Discord no mostró la lista de tus servidores. Cierra la Actividad y vuelve a abrirla.",

	"You are not a member of the server this Activity runs in.": "No eres miembro del servidor donde se ejecuta esta Actividad.",

	"No round is running in this channel, and the daily challenge isn't enabled.": "No hay ninguna ronda en curso en este canal, y el reto diario no está activado.",

	`Send {"words": "..."}.`: `Envía {"words": "..."}.`,

	"That's more than %d bytes of words; enter at most %d words at a time.": "Son más de %d bytes de palabras; escribe como máximo %d palabras a la vez.",

	"Which word? Drag across the tiles or type one.": "¿Qué palabra? Arrastra por las casillas o escribe una.",

	"This board has no live updates: reload the page to see the latest.": "Este tablero no tiene actualizaciones en vivo: recarga la página para ver lo último.",

	"Your words were NOT saved: the bot cannot write to its database right now. This is not something trying again can fix; the bot's admins have been told.": "Tus palabras NO se han guardado: el bot no puede escribir en su base de datos ahora mismo. Volver a intentarlo no lo arreglará; se ha avisado a los administradores del bot.",
	"Your words were NOT saved: the database did not answer in time. Send them again in a moment.":                                                            "Tus palabras NO se han guardado: la base de datos no respondió a tiempo. Vuelve a enviarlas en un momento.",
	"Too many pages are following games right now: live updates pause, and the page tries again in a few seconds.":                                            "Ahora mismo hay demasiadas páginas siguiendo partidas: las actualizaciones en vivo se pausan y la página lo vuelve a intentar en unos segundos.",

	"This board is open in more than %d tabs: this one gets no live updates. Close another and it catches up within seconds.": "Este tablero está abierto en más de %d pestañas: esta no recibe actualizaciones en vivo. Cierra otra y se pondrá al día en unos segundos.",

	// The web board (web): its titles, and a link's refusal.
	"Daily board · %s":             "Reto diario · %s",
	"Practice · %s":                "Práctica · %s",
	"Live round · %dx%d · %s · %s": "Ronda en vivo · %dx%d · %s · %s",
	"%d minutes":                   Plural{One: "%d minuto", Other: "%d minutos"},
	"This link doesn't work":       "Este enlace no funciona",
	"It was not made by this bot, or it was changed on the way. Ask the bot again with /daily, or the Play on the board button under a round.": "No lo hizo este bot, o se modificó por el camino. Pídeselo de nuevo al bot con /daily, o con el botón Jugar en el tablero debajo de una ronda.",
	"This link has expired": "Este enlace ha caducado",
	"Links to the board work for 15 minutes after the bot gives them. Ask for a fresh one with /daily, or the Play on the board button under a round.": "Los enlaces al tablero funcionan durante 15 minutos después de que el bot los da. Pide uno nuevo con /daily, o con el botón Jugar en el tablero debajo de una ronda.",

	// Discord: the commands' descriptions and choices (at most 100 characters each).
	"4x4":      "4x4",
	"5x5":      "5x5",
	"6x6":      "6x6",
	"all":      "todas (all)",
	"all time": "histórico",
	"boggle":   "boggle",
	"classic":  "clásico (classic)",
	"common":   "común (common)",

	"delete-server: erase this server's data (admins)": "delete-server: borrar los datos de este servidor (admins)",

	"delete: erase my data":          "delete: borrar mis datos",
	"export: send me a copy (JSON)":  "export: enviarme una copia (JSON)",
	"large":                          "amplia (large)",
	"off":                            "no (off)",
	"on":                             "sí (on)",
	"plain":                          "simple (plain)",
	"rich":                           "rico (rich)",
	"round wins":                     "rondas ganadas",
	"scramble":                       "scramble",
	"standard":                       "standard",
	"this week":                      "esta semana",
	"today":                          "hoy",
	"what is kept, and for how long": "qué se guarda y durante cuánto tiempo",
	"4 (Boggle), 5 (Big Boggle) or 6 (Super Big Boggle)": "4 (Boggle), 5 (Big Boggle) o 6 (Super Big Boggle)",

	"4 (Boggle, default), 5 (Big Boggle) or 6 (Super Big Boggle)": "4 (Boggle, por defecto), 5 (Big Boggle) o 6 (Super Big Boggle)",

	"A command (solve, daily setup…) or `boards`": "Un comando (solve, daily setup…) o `boards`",

	"A hint, only for you: the next step for this channel's round, else the daily board": "Una pista solo para ti: para la ronda de este canal o, si no hay, para el reto diario",

	"A past day: your words, the best you missed, their paths": "Un día pasado: tus palabras, las mejores que se te escaparon y sus caminos",

	"End this channel's round now (whoever started it, or an admin)": "Terminar ya la ronda de este canal (quien la empezó, o un admin)",

	"Guess words privately: the channel's round, else the daily board": "Adivinar palabras en privado: en la ronda del canal o, si no hay, en el reto diario",

	"Points, streaks and best day in the daily; live rounds won": "Puntos, rachas y mejor día en el reto diario; rondas en vivo ganadas",

	"Roll a board from real Boggle dice and make it this channel's board": "Tirar un tablero con dados reales de Boggle y hacerlo el tablero de este canal",

	"Set the channel, time and timezone of the daily board posts (server admins)": "Configurar canal, hora y zona horaria de las publicaciones del reto diario (admins)",

	"Show where a word lies on a board": "Mostrar dónde está una palabra en un tablero",

	"Solve a Boggle board: every word, the points, and the best words' paths": "Resolver un tablero de Boggle: todas las palabras, los puntos y los caminos de las mejores",

	"Start a timed round of Boggle in this channel: everyone hunts words on one board": "Empezar una ronda cronometrada en este canal: todos buscan palabras en el mismo tablero",

	"The daily's scores (season, today, week, all time) or live round wins": "Puntos del reto diario (temporada, hoy, semana, siempre) o rondas ganadas",

	"The words most worth learning for a board size: most points per board first": "Las palabras que más vale la pena aprender para un tamaño de tablero, las más rentables primero",

	"Today's daily board and your progress on it (only you see it)": "El tablero del reto de hoy y tu progreso (solo lo ves tú)",

	"What a word means, from WordNet; an inflected form finds its base word": "Qué significa una palabra inglesa, según WordNet; una forma flexionada encuentra su base",

	"What bogglebot keeps about you; export a copy or delete it": "Lo que bogglebot guarda sobre ti; exporta una copia o bórralo",

	"What each command does; /help COMMAND for its options, /help boards for boards": "Qué hace cada comando; /help COMANDO para sus opciones, /help boards para los tableros",

	"Your day as spoiler-free text to paste anywhere": "Tu día como texto sin spoilers para pegar donde quieras",

	"a board to play, e.g. lqre slus atic nren, or best (one of the best boards known)": "un tablero para jugar, p. ej. lqre slus atic nren, o best (uno de los mejores conocidos)",

	"about (default), export, delete, or delete-server (admins)": "about (por defecto), export, delete o delete-server (admins)",

	"board size: 4 (Boggle, default) or 5 (Big Boggle)": "tamaño del tablero: 4 (Boggle, por defecto) o 5 (Big Boggle)",

	"board size: 4 (default), 5 or 6": "tamaño del tablero: 4 (por defecto), 5 o 6",

	"classic (words two players find cancel, default) or all (every word scores)": "classic (las palabras repetidas se anulan, por defecto) o all (todas puntúan)",

	"fewest letters a word needs (default 3 on 4x4, 4 on bigger boards)": "mínimo de letras por palabra (por defecto 3 en 4x4, 4 en tableros más grandes)",

	"how long: 30s to 10m, e.g. 90s or 2m (default 3m)": "duración: de 30s a 10m, p. ej. 90s o 2m (por defecto 3m)",

	"how many top words to draw (1-10, default 5)": "cuántas de las mejores palabras trazar (1-10, por defecto 5)",

	"how many words (1-30, default 15)": "cuántas palabras (1-30, por defecto 15)",

	"local time of the board's post, HH:MM on a 24-hour clock (default 09:00)": "hora local de publicación, HH:MM en formato de 24 horas (por defecto 09:00)",

	"may players ask /hint: on or off (default off in classic, on in all)": "si se puede pedir /hint: on u off (por defecto off en classic, on en all)",

	"plain (one roll, default) or rich (the richest of many rolls)": "plain (una tirada, por defecto) o rich (la más rica de muchas tiradas)",

	"replay a past day for practice, YYYY-MM-DD (never counts)": "volver a jugar un día pasado para practicar, AAAA-MM-DD (nunca cuenta)",

	"scoring: boggle (default) or scramble (Scramble with Friends letter values)": "puntuación: boggle (por defecto) o scramble (valores de letras de Scramble with Friends)",

	"language of play: a code such as fr, de, pl, uk (default en; any other code lists them all)": "idioma de juego: un código como fr, de, pl, uk (por defecto en; uno desconocido los lista todos)",

	"language of the daily board: a code such as fr, de, pl (default en; a wrong one lists all)": "idioma del tablero diario: un código como fr, de, pl (por defecto en; uno desconocido los lista)",

	"size and quality in any order, e.g. 5 rich": "tamaño y calidad en cualquier orden, p. ej. 5 rich",

	"size, time and mode in any order, e.g. 5 2m all": "tamaño, duración y modo en cualquier orden, p. ej. 5 2m all",

	// What a command's free text holds, in /help's synopsis (`/random [SIZE QUALITY]`).
	"BOARD":          "TABLERO",
	"WORD":           "PALABRA",
	"WORDS":          "PALABRAS",
	"SIZE":           "TAMAÑO",
	"SIZE QUALITY":   "TAMAÑO CALIDAD",
	"SIZE TIME MODE": "TAMAÑO DURACIÓN MODO",
	"DAY":            "DÍA",
	"COMMAND":        "COMANDO",
	"ACTION":         "ACCIÓN",

	"stop the daily posts (scores are kept)": "detener las publicaciones del reto diario (las puntuaciones se guardan)",

	"the board (default: the last board solved or rolled in this channel)": "el tablero (por defecto: el último resuelto o tirado en este canal)",

	"the letters row by row, e.g. lqre slus atic nren (default: this channel's board)": "las letras fila por fila, p. ej. lqre slus atic nren (por defecto: el tablero del canal)",

	"the word to define, e.g. recitals":               "la palabra (inglesa) que definir, p. ej. recitals",
	"the word to trace (then, optionally, the board)": "la palabra que trazar (y, si quieres, el tablero)",
	"the words you found, separated by spaces":        "las palabras que encontraste, separadas por espacios",

	"season (default: this month), today, week, all, or rounds (live round wins)": "season (por defecto: este mes), today, week, all o rounds (rondas en vivo ganadas)",

	"where days run midnight to midnight, e.g. Europe/Paris (default UTC)": "zona horaria de los días, de medianoche a medianoche, p. ej. Europe/Madrid (por defecto UTC)",

	"where the daily board and results are posted (default: this channel)": "canal donde se publican el reto diario y los resultados (por defecto: este canal)",

	"which day, YYYY-MM-DD or yesterday (default: yesterday)": "qué día, AAAA-MM-DD o yesterday (por defecto: ayer)",

	"whose stats (default: yours)": "de quién son las estadísticas (por defecto: las tuyas)",

	"word list judging guesses: common (default), standard or large": "lista de palabras que valida las respuestas: common (por defecto), standard o large",

	"word list: common, standard or large (default: the bot's, standard unless its admin chose)": "lista de palabras: common, standard o large (por defecto la del bot, standard si no se cambió)",

	"word list: common, standard or large (default: the daily's)": "lista de palabras: common, standard o large (por defecto: la del reto diario)",

	// Images (package render): headers, legends, labels.
	"%d points":     Plural{One: "%d punto", Other: "%d puntos"},
	"%d pts":        Plural{One: "%d pto", Other: "%d ptos"},
	"%d words · %s": Plural{One: "%d palabra · %s", Other: "%d palabras · %s"},

	"%d words · %s · %d cancelled": Plural{One: "%d palabra · %s · anuladas: %d", Other: "%d palabras · %s · anuladas: %d"},

	"cancelled":               "anulada",
	"missed":                  "perdida",
	"No words on this board.": "No hay palabras en este tablero.",
	"and %d more:":            "y %d más:",
	// The daily's share text (challenge.Share.Print) and its score ladder.
	"bogglebot #%s · %dx%d":      "bogglebot n.º %s · %dx%d",
	"%d words":                   Plural{One: "%d palabra", Other: "%d palabras"},
	"(of %d words on the board)": Plural{One: "(de %d palabra en el tablero)", Other: "(de %d palabras en el tablero)"},
	"longest %d letters":         Plural{One: "la más larga: %d letra", Other: "la más larga: %d letras"},
	"🔥 %d-day streak":            Plural{One: "🔥 racha de %d día", Other: "🔥 racha de %d días"},
	"💡 %d hints":                 Plural{One: "💡 %d pista", Other: "💡 %d pistas"},
	"%d%% of the points":         "%d %% de los puntos",
	"under 1%% of the points":    "menos del 1 %% de los puntos",
	"Beginner":                   "Principiante",
	"Good Start":                 "Buen comienzo",
	"Moving Up":                  "Avanzando",
	"Good":                       "Bien",
	"Solid":                      "Sólido",
	"Nice":                       "Muy bien",
	"Great":                      "Genial",
	"Amazing":                    "Asombroso",
	"Genius":                     "Genio",
	"Queen Bee":                  "Abeja reina",
	// Chat: the daily's share (bot/share.go).

	"That Share button was for %s, and that day has ended: a share is of today's board. `/daily share` shares today's once you have a word; `/daily review %s` looks back at that day.": "Ese botón Compartir era del %s, y ese día ya terminó: solo se comparte el tablero de hoy. `/daily share` comparte el de hoy en cuanto tengas una palabra; `/daily review %s` repasa aquel día.",

	"That button is no longer available. `/daily` shows today's board.": "Ese botón ya no está disponible. `/daily` muestra el tablero de hoy.",

	// Chat: the runtime's refusals; reviews and practice (bot/review.go).

	"I'm restarting. Please try again in a few seconds.": "Me estoy reiniciando. Vuelve a intentarlo en unos segundos.",

	"I'm very busy right now. Please try again in a few seconds.": "Ahora mismo estoy muy ocupado. Vuelve a intentarlo en unos segundos.",

	"You already have %d commands on the way. Wait for them, then try again.": Plural{One: "Ya tienes %d comando en curso. Espera a que termine y vuelve a intentarlo.", Other: "Ya tienes %d comandos en curso. Espera a que terminen y vuelve a intentarlo."},

	"**Review, %s** `%s` · %dx%d, %s dictionary": "**Repaso del %s** `%s` · %dx%d, diccionario %s",

	"You didn't play that day. The board hid %s worth %s.": "Ese día no jugaste. El tablero escondía %s que valían %s.",

	"You found **%d of %s, %d of %s**.": "Encontraste **%d de %s, %d de %s**.",

	"Replay it for practice with `/daily day:%s`: it never counts for the leaderboard or your streak.": "Vuelve a jugarlo para practicar con `/daily day:%s`: nunca cuenta para la clasificación ni para tu racha.",

	"Your words:":        "Tus palabras:",
	"Found in practice:": "Encontradas en práctica:",
	"Best you missed:":   "Las mejores que se te escaparon:",

	"…and %d more words you missed.": Plural{One: "…y %d palabra más que se te escapó.", Other: "…y %d palabras más que se te escaparon."},

	"**You found every word on the board!**": "**¡Encontraste todas las palabras del tablero!**",

	"**Practice: %s** `%s` (%dx%d, %s dictionary). It doesn't count for the leaderboard, your streak or stats.": "**Práctica: %s** `%s` (%dx%d, diccionario %s). No cuenta para la clasificación, tu racha ni tus estadísticas.",

	"It hides %s worth %s.":                      "Esconde %s que valen %s.",
	"In practice you've found **%d of %s, %s**.": "En práctica has encontrado **%d de %s, %s**.",

	"For the next %s, `/guess words:one two three` plays this board. `/daily` goes back to today's; `/daily review %s` shows what you missed.": "Durante los próximos %s, `/guess words:uno dos tres` juega en este tablero. `/daily` vuelve al de hoy; `/daily review %s` muestra lo que se te escapó.",

	"%sWhich words? For example `/guess words:quilts relic slur`. You're practising %s: `/daily day:%s` shows its board, `/daily` goes back to today's.": "%s¿Qué palabras? Por ejemplo `/guess words:quilts relic slur`. Estás practicando el %s: `/daily day:%s` muestra su tablero, `/daily` vuelve al de hoy.",

	"**Practice, %s:** ":   "**Práctica, %s:** ",
	"**+%s** (practice). ": "**+%s** (práctica). ",

	"In practice you have **%d of %s, %s**; it doesn't count. `/daily` goes back to today's board.": "En práctica llevas **%d de %s, %s**; no cuenta. `/daily` vuelve al tablero de hoy.",

	"That button belongs to a round in another channel: press My words under the round's results there.": "Ese botón es de una ronda de otro canal: toca «Mis palabras» debajo de los resultados de esa ronda.",

	"That round isn't over yet: your words show here once its results are posted.": "Esa ronda aún no ha terminado: tus palabras aparecerán aquí cuando se publiquen sus resultados.",

	"(cancelled)":              "(anulada)",
	"**Your round** `%s` · %s": "**Tu ronda** `%s` · %s",

	"You didn't enter a word in this round. The board hid %s worth %s.": "No escribiste ninguna palabra en esta ronda. El tablero escondía %s que valían %s.",

	"You found **%s** of %s and scored **%s**": "Encontraste **%s** de %s e hiciste **%s**",
	" (words someone else also found cancel)":  " (las palabras que otro también encontró se anulan)",
	"Start another with `/play`.":              "Empieza otra con `/play`.",
	// Chat: /help (bot/help.go); the commands' descriptions above serve it too.

	"**bogglebot** solves Boggle boards and runs games. Commands:": "**bogglebot** resuelve tableros de Boggle y organiza partidas. Comandos:",

	"`/help COMMAND` shows a command's options and examples, `/help boards` how to type a board.": "`/help COMANDO` muestra las opciones y ejemplos de un comando, `/help boards` cómo escribir un tablero.",

	"%s: off":      "%s", // under **Off on this bot:**, no agreement to get wrong
	"%s: off (%s)": "%s (%s)",
	"the daily challenge, live rounds, hints and /privacy":                                 "el reto diario, las rondas en vivo, las pistas y /privacy",
	"no database: set %s to a SQLite file or a postgres:// URL; on the console, --db FILE": "no hay base de datos: configura %s con un archivo SQLite o una URL postgres://; en la consola, --db ARCHIVO",
	"the web board": "el tablero web",
	"the server sets %s and %s to turn it on": "el servidor configura %s y %s para activarlo",
	"**Off on this bot:**":                    "**Desactivado en este bot:**",
	"`/help COMMAND`: a command's options and examples; `/help boards`: how to type a board; `/help off`: what is off on this bot.": "`/help COMANDO`: opciones y ejemplos de un comando; `/help boards`: cómo escribir un tablero; `/help off`: lo desactivado en este bot.",
	"Why, and how to turn them on: `/help off`.": "Por qué, y cómo activarlos: `/help off`.",
	"`%s` (or %s)": "`%s` (o %s)",
	"Examples: %s": "Ejemplos: %s",

	"There is no help on `%s`.%s Type `/help` for the list of commands, or `/help boards` for how to type a board.": "No hay ayuda sobre `%s`.%s Escribe `/help` para ver la lista de comandos, o `/help boards` para saber cómo escribir un tablero.",

	"**Boards** are typed row by row, in any case:\n• `lqre slus atic nren` — rows split by spaces (or `/` or `,`)\n• `perslatgsineters` — all tiles in one run\n• `l qu r e / s l u s / a t i c / n r e n` — one tile per word; `q` alone is the Qu tile\n• `[th]` is a two-letter die face (Super Big Boggle) and `#` a blank tile\nSizes 3x3 to 8x8. Options go as `name:value`, e.g. `top:8`, `dict:large`.": "Los **tableros** se escriben fila por fila, en mayúsculas o minúsculas:\n• `lqre slus atic nren` — filas separadas por espacios (o `/` o `,`)\n• `perslatgsineters` — todas las casillas seguidas\n• `l qu r e / s l u s / a t i c / n r e n` — una casilla por palabra; `q` sola es la casilla Qu\n• `[th]` es una cara de dado de dos letras (Super Big Boggle) y `#` una casilla vacía\nTamaños de 3x3 a 8x8. Las opciones van como `nombre:valor`, p. ej. `top:8`, `dict:large`.",

	// Chat: /daily and /guess (bot/daily.go, bot/shared.go).
	"%d hints":          Plural{One: "%d pista", Other: "%d pistas"},
	" (%d hints taken)": Plural{One: " (%d pista usada)", Other: " (%d pistas usadas)"},

	"🐝 **%s** · %d more points to %s": Plural{Arg: 2, One: "🐝 **%s** · te falta %d punto para %s", Other: "🐝 **%s** · te faltan %d puntos para %s"},

	"🐝 **%s**: every point on the board!": "🐝 **%s**: ¡todos los puntos del tablero!",

	"%sWhich words? For example `/guess words:quilts relic slur`. `/daily` shows today's board.": "%s¿Qué palabras? Por ejemplo `/guess words:quilts relic slur`. `/daily` muestra el tablero de hoy.",

	"%sWhich words? Type them separated by spaces, for example `/guess quilts relic slur`.": "%s¿Qué palabras? Escríbelas separadas por espacios, por ejemplo `/guess quilts relic slur`.",

	"**Daily board, %s**: `%s` (%dx%d, %s dictionary)": "**Reto diario, %s**: `%s` (%dx%d, diccionario %s)",
	"Accepted:":      "Aceptadas:",
	"Already found:": "Ya encontradas:",

	"I read no word in `%s`: a word is letters a-z. ": "No leo ninguna palabra en `%s`: una palabra son letras a-z. ",

	"No words yet today. `/daily` shows the board (`%s`).": "Hoy todavía no tienes palabras. `/daily` muestra el tablero (`%s`).",

	"Not a word (letters a-z only):":                     "No es una palabra (solo letras a-z):",
	"A q with no u after it (q is only on the Qu tile):": "Una q sin u detrás (la q solo está en la casilla Qu):",
	"Letters that no die of %s has:":                     "Letras que ningún dado tiene en %s:",
	"No letters:":                                        "Sin letras:",
	"Too long (at most %d letters):":                     "Demasiado largas (máximo %d letras):",
	"Not in the %s dictionary:":                          "Fuera del diccionario %s:",
	"Not on the board:":                                  "No están en el tablero:",
	"Play on the board":                                  "Jugar en el tablero",
	"**1st**":                                            "**1.º**",
	"**2nd**":                                            "**2.º**",
	"**3rd**":                                            "**3.º**",
	"Opening the board… If nothing opens, use the Play on the board button.": "Abriendo el tablero… Si no se abre nada, usa el botón «Jugar en el tablero».",
	"**Leaderboard, live rounds won**":                                       "**Clasificación de rondas en vivo ganadas**",
	"No round has been played here yet. Start one with `/play`.":             "Todavía no se ha jugado ninguna ronda aquí. Empieza una con `/play`.",
	"Revealed by a hint (found, no points):":                                 "Reveladas por una pista (encontradas, sin puntos):",
	"Share":                                                                  "Compartir",
	"Today you have **%s, %s**%s: rank %d of %d.":                            "Hoy tienes **%s, %s**%s: puesto %d de %d.",
	"Too short (%d+ letters):":                                               "Demasiado cortas (mínimo %d letras):",

	"Too tangled to check (the board repeats their letters too often):": "Demasiado enredadas para comprobarlas (el tablero repite demasiado sus letras):",

	"Words need %d+ letters, through touching tiles, each tile once. Guess with `/guess words:one two three`; only you see your guesses. The day ends in %s (midnight, %s).": "Las palabras necesitan %d letras o más, en casillas que se tocan, cada casilla una sola vez. Adivina con `/guess words:uno dos tres`; solo tú ves tus intentos. El día termina dentro de %s (medianoche, %s).",

	"You haven't found any words yet%s. It hides %s worth %s.": "Aún no has encontrado ninguna palabra%s. Esconde %s que valen %s.",

	"You've found **%d of %s, %s**%s: rank %d of %d.": "Has encontrado **%d de %s, %s**%s: puesto %d de %d.",
	"Your words: ": "Tus palabras: ",
	// Chat: /solve, /path, /random (bot/builtin.go).
	" It isn't in the %s dictionary either.": " Tampoco está en el diccionario %s.",
	"%d+ letters":                            "mínimo %d letras",
	"%dx%d · %s dictionary":                  "%dx%d · diccionario %s",
	"%s dictionary":                          "diccionario %s",
	"%s dictionary, %s":                      "diccionario %s, %s",

	"%s: `%s`\nIt hides %s (%s dictionary). Find them, then `/solve` to see them all or `/path WORD` to check one.": "%s: `%s`\nEsconde %s (diccionario %s). Encuéntralas y luego usa `/solve` para verlas todas o `/path PALABRA` para comprobar una.",

	"**%s** is not on the board `%s` (it is a word, but its letters don't join up here).": "**%s** no está en el tablero `%s` (es una palabra, pero aquí sus letras no se unen).",

	"**%s** is not on the board `%s` (it isn't in the %s dictionary either).": "**%s** no está en el tablero `%s` (tampoco está en el diccionario %s).",

	"**%s** is not on the board `%s`: %s.%s": "**%s** no está en el tablero `%s`: %s.%s",

	"**%s** is on the board `%s`, but it isn't in the %s dictionary, so it scores nothing.": "**%s** está en el tablero `%s`, pero no en el diccionario %s, así que no puntúa.",

	"**%s** is on the board `%s`, but words need %d+ letters to score here.": "**%s** está en el tablero `%s`, pero aquí las palabras necesitan %d letras o más para puntuar.",

	"**%s**: %s on `%s` (%s).":                             "**%s**: %s en `%s` (%s).",
	"**%s**: %s on `%s`.":                                  "**%s**: %s en `%s`.",
	"**%s, %s** on `%s` (%s)":                              "**%s, %s** en `%s` (%s)",
	"`%s` is a link, not a word: type the word's letters.": "`%s` es un enlace, no una palabra: escribe las letras de la palabra.",
	"`%s` is not a word: `%s` is not a letter.":            "`%s` no es una palabra: `%s` no es una letra.",
	"A word is letters a-z only, and `%s` is not.":         "Una palabra son solo letras a-z, y `%s` no lo es.",

	"I can't tell whether **%s** is on the board `%s`: the board repeats its letters so often that I stopped searching before I found a path or ruled one out.%s": "No sé decir si **%s** está en el tablero `%s`: repite tanto sus letras que dejé de buscar antes de encontrar un camino o descartarlo.%s",

	"New %dx%d board from the %s dice": "Nuevo tablero %dx%d con los dados %s",
	"New rich %dx%d board, %s":         "Nuevo tablero rico %dx%d, %s",

	"No words here. Try `dict:large`, or a board with more vowels.": "Aquí no hay palabras. Prueba con `dict:large` o con un tablero con más vocales.",

	"No words of %d+ letters here. Try a lower `min`, `dict:large`, or a board with more vowels.": "Aquí no hay palabras de %d letras o más. Prueba con un `min` más bajo, `dict:large` o un tablero con más vocales.",

	"Not in the %s dictionary":                 "No está en el diccionario %s",
	"Path (row, column from the top left): %s": "Camino (fila, columna desde arriba a la izquierda): %s",
	"Scramble scoring":                         "puntuación Scramble",

	"That button is no longer available. Run `/solve` again.": "Ese botón ya no está disponible. Vuelve a usar `/solve`.",

	"This board repeats its letters so much that I stopped searching after %d steps: the list may be missing words.": "Este tablero repite tanto sus letras que dejé de buscar tras %d pasos: puede que falten palabras en la lista.",

	"Too short: words need %d+ letters to score on %dx%d": "Demasiado corta: en %[2]dx%[3]d las palabras necesitan %[1]d letras o más",

	"Top %d: ": "Top %d: ",
	// Chat: live rounds, what only the player sees (bot/round.go).

	" (before the words others also found cancel)": " (antes de que se anulen las palabras que otros también encontraron)",

	"**Round:** ":   "**Ronda:** ",
	". It ends %s.": ". Termina %s.",
	"Enter words":   "Escribir palabras",
	"Your words":    "Tus palabras",
	"That button belongs to a round in another channel.": "Ese botón es de una ronda de otro canal.",

	"That button is no longer available. Start a round with `/play`.": "Ese botón ya no está disponible. Empieza una ronda con `/play`.",

	"That form belongs to a round in another channel.": "Ese formulario es de una ronda de otro canal.",

	"The board doesn't open inside this app. Use the Play on the board button.": "El tablero no se abre dentro de esta aplicación. Usa el botón «Jugar en el tablero».",

	"The last round in this channel has just ended and its results are on their way: `/play` again once they are posted, in a moment.": "La última ronda de este canal acaba de terminar y sus resultados están a punto de llegar: vuelve a usar `/play` cuando se publiquen, en un momento.",

	"The web board isn't enabled on this bot. Enter your words with `/guess WORDS`.": "El tablero web no está activado en este bot. Escribe tus palabras con `/guess PALABRAS`.",

	"Type or paste as many words as you like, separated by spaces or new lines": "Escribe o pega todas las palabras que quieras, separadas por espacios o saltos de línea",

	"Type your words with `/guess WORDS`, separated by spaces.": "Escribe tus palabras con `/guess PALABRAS`, separadas por espacios.",

	"You have **%s, %s** in this round": "Tienes **%s, %s** en esta ronda",

	"Your personal link to this round's board (it opens for 15 minutes; don't share it: it plays as you). The round ends %s.": "Tu enlace personal al tablero de esta ronda (sirve durante 15 minutos; no lo compartas: juega en tu nombre). La ronda termina %s.",

	// Chat: /hint (bot/hint.go). "the daily board" follows "on" (German: dative).
	"the daily board":   "el tablero del reto diario",
	"the round's board": "el tablero de la ronda",

	"**Hint %d: words left.** You have **%s** to find on %s, worth %s. By first letter and length:": "**Pista %d: palabras que quedan.** Tienes **%s** por encontrar en %s, por un total de %s. Por primera letra y longitud:",

	"**Hint %d: where your words left start.** The number on each tile counts the words you have left that can start there (a word that can start on two tiles counts on both).": "**Pista %d: dónde empiezan tus palabras restantes.** El número de cada casilla cuenta las palabras que te quedan que pueden empezar ahí (una palabra que puede empezar en dos casillas cuenta en ambas).",

	"**Hint %d: a %d-letter word starting with `%s`**, on %s. It now scores nothing for you, since a hint gave it away; every other word scores as usual.": "**Pista %d: una palabra de %d letras que empieza por `%s`**, en %s. Ya no te da puntos, porque una pista la reveló; las demás palabras puntúan como siempre.",

	"**Hint %d: the path of %s** (%d letters) on %s: %s. It scores nothing for you now; every other word scores as usual.": "**Pista %d: el camino de %s** (%d letras) en %s: %s. Ya no te da puntos; las demás palabras puntúan como siempre.",

	"Hint %d · scores nothing for you": "Pista %d · no te da puntos",

	"Hint %d · where your %d words left start": Plural{Arg: 2, One: "Pista %[1]d · dónde empieza tu última palabra", Other: "Pista %d · dónde empiezan las %d que te quedan"},

	"Hints in this round: %d (shown beside your score). Next `/hint`: %s.": "Pistas en esta ronda: %d (se muestran junto a tu puntuación). Próximo `/hint`: %s.",

	"Hints today: %d (shown beside your score). Next `/hint`: %s.": "Pistas hoy: %d (se muestran junto a tu puntuación). Próximo `/hint`: %s.",

	"You're practising %s, and hints are for today's board and live rounds only: a hint now would count on today's score. `/daily` goes back to today's board; then `/hint` helps there.": "Estás practicando el %s, y las pistas son solo para el tablero de hoy y las rondas en vivo: una pista ahora contaría en tu puntuación de hoy. `/daily` vuelve al tablero de hoy; después, `/hint` te ayuda allí.",

	"a heat map of where they start":        "un mapa de dónde empiezan",
	"its path":                              "su camino",
	"the first two letters of another word": "las dos primeras letras de otra palabra",
	"the first two letters of one word":     "las dos primeras letras de una palabra",
	// Chat: /leaderboard (the channel's language) and /stats (bot/daily.go).
	"%d days":                    Plural{One: "%d día", Other: "%d días"},
	"%d rounds won of %d played": Plural{One: "%d ronda ganada de %d", Other: "%d rondas ganadas de %d"},
	"%d rounds":                  Plural{One: "%d ronda", Other: "%d rondas"},
	"…and %d more players.":      Plural{One: "…y %d jugador más.", Other: "…y %d jugadores más."},
	" You are #%d with %s.":      " Vas n.º %d con %s.",
	"%s hasn't played the daily challenge here yet.": "%s aún no ha jugado al reto diario aquí.",
	"**%s** in the daily challenge":                  "**%s** en el reto diario",
	"**Leaderboard, %s**":                            "**Clasificación del %s**",
	"**Leaderboard, all time**":                      "**Clasificación histórica**",
	"**Leaderboard, this week** (since %s)":          "**Clasificación de esta semana** (desde el %s)",
	"🔥 Streak: %s":                                   "🔥 Racha: %s",
	"❄️ Streak freezes: %d of %d":                    "❄️ Comodines de racha: %d de %d",
	"🏆 Season of %s: #%d of %d":                      "🏆 Temporada de %s: %d.º de %d",
	"🏆 Season of %s: not on the board yet":           "🏆 Temporada de %s: aún no estás en la clasificación",
	"USER": "JUGADOR",
	"this server's stats instead: players per day, the season's race (admins)": "en su lugar, las estadísticas del servidor: jugadores por día, carrera de la temporada (admins)",
	"see this server's stats": "ver las estadísticas de este servidor",
	"**This server in the daily**, season of %s: %s this season, %d today, over %s.": "**Este servidor en el reto diario**, temporada de %s: %s esta temporada, %d hoy, en %s.",
	"1st":             "1.º",
	"Best words":      "Mejores palabras",
	"Daily challenge": "Reto diario",
	"Daily scores":    "Puntos diarios",
	"Days played":     "Días jugados",
	"Players per day": "Jugadores por día",
	"Season of %s":    "Temporada de %s",
	"Stats of %s in the daily: %s, %s; a streak of %s (best %s); a calendar of the last %d weeks with %s played, %d on the podium; the spread of daily scores; the best words.": "Estadísticas de %s en el reto diario: %s, %s; una racha de %s (mejor: %s); un calendario de las últimas %d semanas con %s jugados, %d en el podio; la distribución de los puntos diarios; las mejores palabras.",
	"The season's race":        "La carrera de la temporada",
	"The season's race: %s.":   "La carrera de la temporada: %s.",
	"This server in the daily": "Este servidor en el reto diario",
	"This server's daily in the season of %s: players each day (at most %d on one day), and the season's race: %s.": "El reto diario de este servidor en la temporada de %s: jugadores de cada día (como mucho %d en un día) y la carrera de la temporada: %s.",
	"`freezes` is a number of streak freezes from 0 (off) to %d, not `%s`.":                                         "`freezes` es un número de comodines de racha de 0 (desactivado) a %d, no `%s`.",
	"best streak":           "mejor racha",
	"day streak":            "días de racha",
	"days":                  "días",
	"days played":           "días jugados",
	"freezes":               "comodines",
	"frozen":                "comodín",
	"nobody has scored yet": "nadie ha puntuado todavía",
	"played":                "jugado",
	"players":               "jugadores",
	"podium":                "podio",
	"points":                "puntos",
	"words":                 "palabras",
	"• Streak freezes: **%d** of %d (one more every %d days played; a missed day spends one)":                                                     "• Comodines de racha: **%d** de %d (uno más cada %d días jugados; un día perdido gasta uno)",
	"• Streak freezes: a player keeps up to **%d**, earns one every %d days played, and a missed day spends one instead of breaking their streak": "• Comodines de racha: cada jugador guarda hasta **%d**, gana uno cada %d días jugados, y un día perdido gasta uno en vez de romper su racha",
	"streak freezes a player may keep: one earned every 7 days played; 0 is off":                                                                  "comodines de racha por jugador: uno cada 7 días jugados; 0 los desactiva",
	"I can't read the season `%s`: a season is a month, written YYYY-MM, like `2026-11`.":                                                         "No puedo leer la temporada `%s`: una temporada es un mes, escrito AAAA-MM, como `2026-11`.",
	"The season `%s` hasn't happened yet: this season is %s. `/leaderboard season` shows its race.":                                               "La temporada `%s` aún no ha llegado: la temporada en curso es %s. `/leaderboard season` muestra su carrera.",
	"%[1]s %[2]s": "%[1]s de %[2]s",
	"this season": "esta temporada",
	"a past season: its month, written YYYY-MM (2026-11)": "una temporada pasada: su mes, escrito AAAA-MM (2026-11)",
	"PERIOD":                            "PERIODO",
	"**Final standings, season of %s**": "**Clasificación final, temporada de %s**",
	"**Leaderboard, season of %s** (day %d of %d)": "**Clasificación, temporada de %s** (día %d de %d)",
	"Nobody played the daily that season.":         "Nadie jugó al reto diario en esa temporada.",
	"The season ends after %s; then a new race begins. `/leaderboard week` and `/leaderboard all` show the other views.": "La temporada termina después del %s; entonces empieza una nueva carrera. `/leaderboard week` y `/leaderboard all` muestran las otras clasificaciones.",
	"**Awards**":      "**Premios**",
	"Awards":          "Premios",
	"Awards: %s.":     "Premios: %s.",
	"Best day":        "Mejor día",
	"Final standings": "Clasificación final",
	"Final standings of the season of %s: %s.": "Clasificación final de la temporada de %s: %s.",
	"Longest streak":             "Racha más larga",
	"Longest word":               "Palabra más larga",
	"Most words":                 "Más palabras",
	"Nobody played this season.": "Nadie jugó esta temporada.",
	"The rest of the race":       "El resto de la carrera",
	"• Most words: **%s**, %s":   "• Más palabras: **%s**, %s",
	"• Longest word: **%s** (%s), by **%s** on %s":                "• Palabra más larga: **%s** (%s), de **%s** el %s",
	"• Best day: **%s**, %s on %s":                                "• Mejor día: **%s**, %s el %s",
	"• Longest streak: **%s**, %s in a row":                       "• Racha más larga: **%s**, %s seguidos",
	"The season of %s starts now: `/leaderboard` shows its race.": "Empieza la temporada de %s: `/leaderboard` muestra su carrera.",

	"Nobody has scored yet. Be the first: `/daily` shows the board, `/guess` plays it.": "Nadie ha puntuado todavía. Sé el primero: `/daily` muestra el tablero, `/guess` juega.",

	"There is no `%s` leaderboard: choose `season`, `today`, `week`, `all`, `rounds`, or a past season written YYYY-MM.": "No existe la clasificación `%s`: elige `season`, `today`, `week`, `all`, `rounds` o una temporada pasada escrita AAAA-MM.",

	"You haven't played the daily challenge here yet. `/daily` shows today's board; `/guess` plays it.": "Aún no has jugado al reto diario aquí. `/daily` muestra el tablero de hoy; `/guess` juega.",

	"• **%s**, %s over %s":               "• **%s**, %s en %s",
	"• Best day: **%s** on %s":           "• Mejor día: **%s** el %s",
	"• Favourite long word: **%s** (%s)": "• Palabra larga favorita: **%s** (%s)",

	"• Favourite long word: found today, revealed after midnight (%d letters)": "• Palabra larga favorita: encontrada hoy, se revela después de medianoche (%d letras)",

	"• Live rounds: **%s played**, %s won": "• Rondas en vivo: jugadas **%s**, ganadas %s",
	"• Streak: **%s** (best %s)":           "• Racha: **%s** (mejor: %s)",
	// Discord: the lang: option's description (bot/lang.go).
	// Chat: the handler chain's own answers (bot/chain.go).
	"Only server admins can use `/%s`.": "Solo los admins del servidor pueden usar `/%s`.",

	"That button is no longer available. Run the command again.": "Ese botón ya no está disponible. Vuelve a usar el comando.",

	"That took too long and was cancelled. Please try again.": "Tardó demasiado y se canceló. Vuelve a intentarlo.",

	// Chat: /privacy (bot/privacy.go).
	"%d daily words":         Plural{One: "%d palabra del reto diario", Other: "%d palabras del reto diario"},
	"%d hours":               Plural{One: "%d hora", Other: "%d horas"},
	"%d practice words":      Plural{One: "%d palabra de práctica", Other: "%d palabras de práctica"},
	"%d round words":         Plural{One: "%d palabra de ronda", Other: "%d palabras de ronda"},
	"%d servers":             Plural{One: "%d servidor", Other: "%d servidores"},
	"%s and %s":              "%s y %s",
	"%s in %s":               "%s en %s",
	"%s on %s":               "%s en %s",
	"%s, in %s":              "%s, en %s",
	"**Kept now:** %s.":      "**Guardado ahora:** %s.",
	"**Kept now:** nothing.": "**Guardado ahora:** nada.",
	"**What bogglebot keeps about you** on %s:": "**Lo que bogglebot guarda sobre ti** en %s:",
	"Delete my data":            "Borrar mis datos",
	"Delete this server's data": "Borrar datos del servidor",

	"Done: everything bogglebot kept about this server is erased.": "Hecho: todo lo que bogglebot guardaba sobre este servidor se ha borrado.",

	"Done: everything bogglebot kept about you on %s is erased.": "Hecho: todo lo que bogglebot guardaba sobre ti en %s se ha borrado.",

	"Here is everything bogglebot keeps about you on %s (%s), as JSON.": "Aquí tienes todo lo que bogglebot guarda sobre ti en %s (%s), en JSON.",

	"It is kept %s, and erased %s after bogglebot is removed from a server, when the platform tells it.": "Se guarda %s, y se borra %s después de que bogglebot salga de un servidor, cuando la plataforma lo avisa.",

	"Nothing else: not your messages, not your e-mail.": "Nada más: ni tus mensajes, ni tu correo.",

	"That button erases another player's data: only they can press it. Run `/privacy delete` to erase yours.": "Ese botón borra los datos de otro jugador: solo esa persona puede usarlo. Usa `/privacy delete` para borrar los tuyos.",

	"That button erases another server's data: run `/privacy delete-server` in the server you mean.": "Ese botón borra los datos de otro servidor: usa `/privacy delete-server` en el servidor que quieras.",

	"That button is from an older version of bogglebot: run `/privacy` again.": "Ese botón es de una versión antigua de bogglebot: vuelve a usar `/privacy`.",

	"There is no server in a direct message: `/privacy delete` erases your own data.": "En un mensaje directo no hay servidor: `/privacy delete` borra tus propios datos.",

	"This bot is running without a database (none is set up, or it could not be opened when the bot started), so it keeps nothing about you now: only, for a day at most and in memory, the last board typed in each channel, and for seconds your rate limit. There is nothing to export or delete here.": "Este bot funciona sin base de datos (no hay ninguna configurada, o no se pudo abrir al arrancar), así que ahora no guarda nada sobre ti: solo, en memoria y durante un día como mucho, el último tablero escrito en cada canal, y durante unos segundos tu límite de frecuencia. Aquí no hay nada que exportar ni borrar.",

	"This erases everything bogglebot keeps about this server: its daily challenge settings, and every player's words, hints, practice and rounds here. The daily stops until someone runs `/daily setup` again. It cannot be undone.": "Esto borra todo lo que bogglebot guarda sobre este servidor: los ajustes del reto diario, y las palabras, pistas, prácticas y rondas de cada jugador aquí. El reto diario se detiene hasta que alguien vuelva a usar `/daily setup`. No se puede deshacer.",

	"This erases everything bogglebot keeps about you on %s, in every server: %s. Leaderboards and round standings are worked out again without you (messages already posted in channels stay as they are). It cannot be undone.": "Esto borra todo lo que bogglebot guarda sobre ti en %s, en todos los servidores: %s. Las clasificaciones y los resultados de las rondas se recalculan sin ti (los mensajes ya publicados en los canales se quedan como están). No se puede deshacer.",

	"`%s` is not something `/privacy` does: did you mean `/privacy %s`? It does `about`, `export`, `delete` and `delete-server`.": "`/privacy` no hace `%s`: ¿querías decir `/privacy %s`? Hace `about`, `export`, `delete` y `delete-server`.",

	"`%s` is not something `/privacy` does: use `about`, `export`, `delete` or `delete-server`. For example `/privacy export`.": "`/privacy` no hace `%s`: usa `about`, `export`, `delete` o `delete-server`. Por ejemplo `/privacy export`.",

	"`/privacy export` sends you a copy; `/privacy delete` erases it.": "`/privacy export` te envía una copia; `/privacy delete` lo borra.",

	"as long as the server keeps bogglebot": "mientras el servidor tenga bogglebot",

	"bogglebot keeps nothing about you on %s: there is nothing to delete.": "bogglebot no guarda nada sobre ti en %s: no hay nada que borrar.",

	"bogglebot keeps nothing about you on %s: there is nothing to export.": "bogglebot no guarda nada sobre ti en %s: no hay nada que exportar.",

	"for %s, then aged out": "durante %s, y luego se elimina",
	"this platform":         "esta plataforma",
	"your name":             "tu nombre",

	"• the daily words you found (points and time), the hints you took, and your practice replays;": "• las palabras del reto diario que encontraste (puntos y hora), las pistas que usaste y tus partidas de práctica;",

	"• your display name, beside your scores in each server;": "• tu nombre visible, junto a tus puntuaciones en cada servidor;",

	"• your words, hints and standing in live rounds, and the rounds you started;": "• tus palabras, pistas y posiciones en las rondas en vivo, y las rondas que empezaste;",

	// Chat: /study (bot/study.go).

	"**Words worth learning on %dx%d boards** (%s dictionary), most points per board first. Over %d rolls of the %s dice, a board held %.0f words, %.0f points on average.": "**Palabras que vale la pena aprender en tableros %dx%d** (diccionario %s), las más rentables por tablero primero. En %d tiradas de los dados %s, un tablero tenía de media %.0f palabras y %.0f puntos.",
	"The list of words worth learning on %dx%d boards in %s is being prepared: it is made once, then kept. Try again in a minute.":                                          "La lista de palabras que vale la pena aprender en tableros %dx%d en %s se está preparando: se hace una vez y luego se guarda. Vuelve a intentarlo dentro de un minuto.",

	"The count is given twice (`%s` and `%s`). %s":      "La cantidad aparece dos veces (`%s` y `%s`). %s",
	"The dictionary is given twice (`%s` and `%s`). %s": "El diccionario aparece dos veces (`%s` y `%s`). %s",
	"Too many numbers in `%s`. %s":                      "Demasiados números en `%s`. %s",
	"Too many words in `%s`. %s":                        "Demasiadas palabras en `%s`. %s",

	"`%s` is not a size, a dictionary or a count. %s": "`%s` no es un tamaño, ni un diccionario, ni una cantidad. %s",

	"%.0f%%":                    "%.0f %%",
	"%.1f%%":                    "%.1f %%",
	"%.2f%%":                    "%.2f %%",
	"`%s` on %s of boards · %s": "`%s` en el %s de los tableros · %s",

	"`/study` takes a size (4, 5 or 6), a dictionary (%s) and how many words (1-%d), for example `/study 5 large 20`.": "`/study` acepta un tamaño (4, 5 o 6), un diccionario (%s) y cuántas palabras (1-%d), por ejemplo `/study 5 large 20`.",

	"`count` must be a whole number from 1 to %d, not `%s`.": "`count` debe ser un número entero de 1 a %d, no `%s`.",

	"`size` must be 4, 5 or 6, not `%s`. %s": "`size` debe ser 4, 5 o 6, no `%s`. %s",
	// Chat: /define's own words (bot/define.go); WordNet's definitions stay English, and say so.
	" and ":                   " y ",
	"**%s** is a form of %s.": "**%s** es una forma de %s.",
	"Also: %s.":               "También: %s.",

	"From WordNet 3.0 (Princeton University).": "Según WordNet 3.0 (Princeton University): las definiciones están en inglés.",

	"One word at a time, please: `%s` is %d words. For example `/define sinecure`.": "Una palabra cada vez, por favor: `%s` son %d palabras. Por ejemplo `/define sinecure`.",

	"That word is on bogglebot's blocklist of slurs, so I don't define it.": "Esa palabra está en la lista de insultos bloqueados de bogglebot, así que no la defino.",

	"Which word? For example `/define sinecure`.": "¿Qué palabra? Por ejemplo `/define sinecure`.",

	"WordNet has no entry for `%s`. It holds nouns, verbs, adjectives and adverbs, not names or little words like `the`.": "WordNet no tiene ninguna entrada para `%s`. Contiene sustantivos, verbos, adjetivos y adverbios en inglés, no nombres propios ni palabras pequeñas como `the`.",

	"`%s` is %d letters long; I define words of at most %d.": "`%s` tiene %d letras; defino palabras de %d como máximo.",

	// Chat: /daily setup's confirmation (the channel's language) and tomorrow's rules (bot/daily.go).
	"%dx%d board, %s dictionary":        "tablero %dx%d, diccionario %s",
	"**Daily challenge set up** by %s.": "**Reto diario configurado** por %s.",

	"**Daily posts stopped** by %s. Scores are kept, and everyone can still play with `/daily` and `/guess`. Turn the posts back on with `/daily setup channel:#channel`.": "**Publicaciones del reto diario detenidas** por %s. Las puntuaciones se guardan y todos pueden seguir jugando con `/daily` y `/guess`. Vuelve a activarlas con `/daily setup channel:#canal`.",

	"**From tomorrow (%s): %s.** Today's game stays as it is.": "**A partir de mañana (%s): %s.** La partida de hoy sigue como está.",

	"From tomorrow (%s): %s.": "A partir de mañana (%s): %s.",

	"No boards are posted on a schedule here: `/daily` shows the board whenever you like.": "Aquí no se publican tableros a una hora fija: `/daily` muestra el tablero cuando quieras.",

	"Set up the daily challenge in a server channel. In a direct message you play today's board on your own (UTC days), with `/daily` and `/guess`.": "Configura el reto diario en un canal de un servidor. En un mensaje directo juegas el tablero de hoy por tu cuenta (días UTC), con `/daily` y `/guess`.",

	"Today's board goes out at %s.":           "El tablero de hoy se publica a las %s.",
	"Today's board goes out within a minute.": "El tablero de hoy se publica en menos de un minuto.",
	"days midnight to midnight in %s":         "días de medianoche a medianoche en %s",
	"• %dx%d board, **%s** dictionary":        "• tablero %dx%d, diccionario **%s**",

	"• Days run midnight to midnight in **%s** (it's %s there now)": "• Los días van de medianoche a medianoche en **%s** (allí son las %s)",

	"• Posts in %s: the board at **%s**, the results just after midnight": "• Publicaciones en %s: el tablero a las **%s**, los resultados justo después de medianoche",

	// Chat: /solve's buttons (bot/shared.go).
	"All %d words":             Plural{One: "La única palabra", Other: "Las %d palabras"},
	"Show the path of a word…": "Ver el camino de una palabra…",
	// Chat: reading typed commands (bot/text.go, bot/suggest.go), worded when the reader is known (bot.ErrorIn).
	" Did you mean %s or %s?":     " ¿Querías decir %s o %s?",
	" Did you mean %s, %s or %s?": " ¿Querías decir %s, %s o %s?",
	" Did you mean %s?":           " ¿Querías decir %s?",
	" For example `%s`.":          " Por ejemplo `%s`.",
	"A quote `\"` is not closed.": "Unas comillas `\"` no están cerradas.",
	"Commands start with `/`, for example `/solve lqre slus atic nren`. Type `/help` to see them all.": "Los comandos empiezan por `/`, por ejemplo `/solve lqre slus atic nren`. Escribe `/help` para verlos todos.",
	"I don't know `/%s`.%s Type `/help %s` to see its options.":                                        "No conozco `/%s`.%s Escribe `/help %s` para ver sus opciones.",
	"I don't know the command `%s`.%s Type `/help` to see them all.":                                   "No conozco el comando `%s`.%s Escribe `/help` para verlos todos.",
	"I don't know the command `/%s`.%s Type `/help` to see what I can do.":                             "No conozco el comando `/%s`.%s Escribe `/help` para ver lo que sé hacer.",
	"Its options are %s.": "Sus opciones son %s.",
	"Type a command, for example `/solve lqre slus atic nren`, or `/help`.": "Escribe un comando, por ejemplo `/solve lqre slus atic nren`, o `/help`.",
	"Type just `/%s`.":              "Escribe solo `/%s`.",
	"`%s` is given twice in `/%s`.": "`%s` aparece dos veces en `/%s`.",
	"In `/%s`, I can't tell where the board ends: `board:%s` (%dx%d) or `board:%s` (%dx%d)? Put the board you mean in quotes: `board:\"%s\"` or `board:\"%s\"`.": "En `/%s` no sé dónde termina el tablero: ¿`board:%s` (%dx%d) o `board:%s` (%dx%d)? Pon entre comillas el tablero que quieres: `board:\"%s\"` o `board:\"%s\"`.",
	"`/%s` has no option `%s`. %s":        "`/%s` no tiene la opción `%s`. %s",
	"`/%s` needs a %s.%s":                 "`/%s` necesita la opción %s.%s",
	"`/%s` takes no free text (`%s`). %s": "`/%s` no acepta texto libre (`%s`). %s",
	// Chat: the daily's scheduled posts (bot/scheduler.go), in the server's language of play.
	" …and %d more":                            " …y %d más",
	"**Best words nobody found:** ":            "**Las mejores palabras que nadie encontró:** ",
	"**Daily board, %s**: `%s`":                "**Reto diario, %s**: `%s`",
	"**Results of the daily board, %s**: `%s`": "**Resultados del reto diario, %s**: `%s`",
	"A new board is up: `/daily`.":             "Ya hay un tablero nuevo: `/daily`.",
	"Everyone: ":                               "Todos: ",
	"Find as many words as you can before midnight (%s): %d+ letters, through touching tiles, each tile once. The board hides **%s** in the %s dictionary.": "Encuentra todas las palabras que puedas antes de medianoche (%s): %d letras o más, en casillas que se tocan, cada casilla una sola vez. El tablero esconde **%s** del diccionario %s.",
	"Nobody played this one. It hid **%s** worth %s.": "Nadie jugó este. Escondía **%s** que valían %s.",
	"Play privately with `/guess words:one two three`. `/daily` shows the board and your progress, `/leaderboard` the scores. The results and the best words nobody found come out after midnight.": "Juega en privado con `/guess words:uno dos tres`. `/daily` muestra el tablero y tu progreso, `/leaderboard` las puntuaciones. Los resultados y las mejores palabras que nadie encontró salen después de medianoche.",
	"Together you found %d of its %s (%s possible).": "Entre todos encontraron %d de sus %s (%s posibles).",
	"You found **every word**. Well played!":         "Encontraron **todas las palabras**. ¡Bien jugado!",
	"…and %d more tied":                              "…y %d más empatados",

	// Refusals worded when the request is known (package bot refusef), and cut replies.
	"(cut short)": "(recortado)",
	"I can't find the word in `%s`: a word is letters a-z only. For example `/path sinecure perslatgsineters`.":                                                                                 "No encuentro la palabra en `%s`: una palabra tiene solo letras a-z. Por ejemplo `/path sinecure perslatgsineters`.",
	"I can't read `%s` in `/random %s`: give a size (4, 5 or 6) and a quality (`plain` or `rich`), for example `/random 5 rich`.":                                                               "No puedo leer `%s` en `/random %s`: da un tamaño (4, 5 o 6) y una calidad (`plain` o `rich`), por ejemplo `/random 5 rich`.",
	"I can't read that board: %s You typed `%s`; `/help boards` shows how to type one.":                                                                                                         "No puedo leer ese tablero: %s Escribiste `%s`; `/help boards` muestra cómo escribir uno.",
	"I can't read that board: %s `/help boards` shows how to type one.":                                                                                                                         "No puedo leer ese tablero: %s `/help boards` muestra cómo escribir uno.",
	"I don't know `%s` as a rule of `/play`: give a size (4, 5 or 6), a time (30s to 10m, like `2m`), a mode (`classic` or `all`), a dictionary (%s) or `hints`. For example `/play 5 2m all`.": "No conozco `%s` como regla de `/play`: da un tamaño (4, 5 o 6), un tiempo (de 30s a 10m, como `2m`), un modo (`classic` o `all`), un diccionario (%s) o `hints`. Por ejemplo `/play 5 2m all`.",
	"I have no best %dx%d boards for the %s dictionary.":                                                                                                                                        "No tengo mejores tableros de %dx%d para el diccionario %s.",
	"The board you gave is %dx%d, but the size asked is %d: a round plays the board you give at its own size, so leave the size out.":                                                           "El tablero que diste es de %dx%d, pero el tamaño pedido es %d: una ronda juega el tablero que das en su propio tamaño, así que no indiques el tamaño.",
	"There are no rules called `%s`: choose `boggle` or `scramble`.":                                                                                                                            "No hay reglas llamadas `%s`: elige `boggle` o `scramble`.",
	"There is no dictionary called `%s`: choose %s.":                                                                                                                                            "No existe ningún diccionario llamado `%s`: elige %s.",
	"A round is being played in this channel: its board's words stay hidden until it ends. Give another board with `board:`.":                                                                   "Hay una ronda en curso en este canal: las palabras de su tablero siguen ocultas hasta que termine. Da otro tablero con `board:`.",
	"There's no board in this channel yet. Give one with `board:`, or roll one with `/random`.":                                                                                                 "Todavía no hay tablero en este canal. Da uno con `board:` o tira uno con `/random`.",
	"There's no board in this channel yet. Give one, for example `%s`, or roll one with `/random`.":                                                                                             "Todavía no hay ningún tablero en este canal. Da uno, por ejemplo `%s`, o tira uno con `/random`.",
	"Which word? For example `/path sinecure perslatgsineters`.":                                                                                                                                "¿Qué palabra? Por ejemplo `/path sinecure perslatgsineters`.",
	"`%s` and `%s` could each be the word or the board. Say which is which, for example `/path word:%s board:%s`.":                                                                              "`%s` y `%s` podrían ser cada uno la palabra o el tablero. Di cuál es cuál, por ejemplo `/path word:%s board:%s`.",
	"`%s` must be a whole number from %d to %d, not `%s`.":                                                                                                                                      "`%s` debe ser un número entero de %d a %d, no `%s`.",
	"`/play` got two %s, `%s` and `%s`: give one.":                                                                                                                                              "`/play` recibió dos %s, `%s` y `%s`: da solo uno.",
	"`/random` got two %s, `%s` and `%s`: give one.":                                                                                                                                            "`/random` recibió dos %s, `%s` y `%s`: da solo uno.",
	"`quality:rich` rolls the board, and `board:%s` gives one: choose one of them.":                                                                                                             "`quality:rich` tira el tablero, y `board:%s` da uno: elige uno de los dos.",
	"`quality` is `plain` (one roll) or `rich` (the richest of many rolls), not `%s`.":                                                                                                          "`quality` es `plain` (una tirada) o `rich` (la más rica de muchas tiradas), no `%s`.",
	"`size` is 4 or 5, not `%s`.":            "`size` es 4 o 5, no `%s`.",
	"`size` must be 4, 5 or 6, not `%s`.":    "`size` debe ser 4, 5 o 6, no `%s`.",
	"`stop` is `true` or `false`, not `%s`.": "`stop` es `true` o `false`, no `%s`.",
	"hints settings":                         "ajustes de pistas",
	"sizes":                                  "tamaños",
	"times":                                  "tiempos",
	"modes":                                  "modos",
	"dictionaries":                           "diccionarios",
	"languages":                              "idiomas",
	"qualities":                              "calidades",
	"(only you can see this)":                "(solo tú ves esto)",
	"Definitions are English only (WordNet): `%s` is not an English word, so I have none for it.": "Las definiciones son solo en inglés (WordNet): `%s` no es una palabra inglesa, así que no tengo ninguna.",
	"%s stopped the round. The results follow in a moment.":                                       "%s detuvo la ronda. Los resultados llegan en un momento.",
	"(The file above was in a temporary folder, now removed: keep files with --images DIR.)":      "(El archivo de arriba estaba en una carpeta temporal, ya borrada: conserva los archivos con --images CARPETA.)",
	"(The %d files above were in a temporary folder, now removed: keep them with --images DIR.)":  "(Los %d archivos de arriba estaban en una carpeta temporal, ya borrada: consérvalos con --images CARPETA.)",
	"That line is too long: a command is at most %d KB.":                                          "Esa línea es demasiado larga: un comando tiene como máximo %d KB.",
	"I don't know the command %s. Did you mean /%s?":                                              "No conozco el comando %s. ¿Querías decir /%s?",
	"/click 1 (the only button)":                                                                  "/click 1 (el único botón)",
	"/click 1 to /click %d":                                                                       "/click 1 a /click %d",
	"There is nothing to click: the last reply has no buttons.":                                   "No hay nada en qué hacer clic: la última respuesta no tiene botones.",
	"Which one? Type %s.":                                        "¿Cuál? Escribe %s.",
	"There is no button %q: type %s.":                            "No hay ningún botón %q: escribe %s.",
	"(Pressing %q under message %s, the last one with buttons.)": "(Pulso %q bajo el mensaje %s, el último con botones.)",
	"That button is a link: open %s in a browser.":               "Ese botón es un enlace: abre %s en un navegador.",
	"Which word? Type /click %d WORD, for example /click %d %s.": "¿Qué palabra? Escribe /click %d PALABRA, por ejemplo /click %d %s.",
	"(The button takes no words: I left out %q.)":                "(El botón no lleva palabras: dejé fuera %q.)",
	"  [%d] %s  (type /click %d)":                                "  [%d] %s  (escribe /click %d)",
	"  [%d] %s  (type /click %d WORD, e.g. %s)":                  "  [%d] %s  (escribe /click %d PALABRA, p. ej. %s)",

	// The platforms' words (Markup): who may do what, a moment.
	"Only admins can %s (on the console: bogglebot console --admin).": "Solo los admins pueden %s (en la consola: bogglebot console --admin).",
	"Only admins can %s.":                        "Solo los admins pueden %s.",
	"Only server admins (Manage Server) can %s.": "Solo los admins del servidor (permiso Gestionar servidor) pueden %s.",
	"Only workspace admins and owners, and the people in the bot's SLACK_ADMINS list, can %s. Whoever runs the bot can add you to that list: your member ID is %s.": "Solo los admins y propietarios del espacio de trabajo, y las personas de la lista SLACK_ADMINS del bot, pueden %s. Quien administra el bot puede añadirte a esa lista: tu ID de miembro es %s.",
	"at %s":                             "a las %s",
	"delete this server's data":         "borrar los datos de este servidor",
	"set up the daily challenge":        "configurar el reto diario",
	"stop a round someone else started": "detener una ronda que empezó otra persona",

	// The All N words button's answer.
	"**%d letters** (%s each):":              "**%d letras** (%s cada una):",
	"**All %s on `%s`** (%s, %s)":            "**Las %s de `%s`** (%s, %s)",
	"the whole list, %s, is in the file %s.": "la lista completa, %s, está en el archivo %s.",

	// A live round's posts, in the round's language.
	"%d. %s took %s, no words":                       "%d. %s usó %s, ninguna palabra",
	"%s, %s entered.":                                "%s, %s introducidas.",
	"**Best words nobody found:**":                   "**Las mejores palabras que nadie encontró:**",
	"**Cancelled** (found by two or more):":          "**Anuladas** (encontradas por dos o más):",
	"**Live round!** `%s` · %s started a round: %s.": "**¡Ronda en vivo!** `%s` · %s empezó una ronda: %s.",
	"**Round over!** `%s` · %s":                      "**¡Ronda terminada!** `%s` · %s",
	"**Round over.** `%s` · %s started it: %s.":      "**Ronda terminada.** `%s` · %s la empezó: %s.",
	", hints allowed (`/hint`)":                      ", pistas permitidas (`/hint`)",
	"It ends **%s**. Find words of %d+ letters on the board and enter them with the button below or `/guess WORDS`: only you see your words until the end.": "Termina **%s**. Encuentra palabras de %d+ letras en el tablero e introdúcelas con el botón de abajo o `/guess PALABRAS`: solo tú ves tus palabras hasta el final.",
	"My words":                             "Mis palabras",
	"No words entered yet: be the first!":  "Aún no hay palabras: ¡sé el primero!",
	"Nobody entered a word this time.":     "Nadie introdujo una palabra esta vez.",
	"Results: %s":                          "Resultados: %s",
	"So far: **%s**, %s entered.":          "Hasta ahora: **%s**, %s introducidas.",
	"The results are in the next message.": "Los resultados están en el siguiente mensaje.",
	"and %s":                               "y %s",
	"classic: words two players both find score for nobody": "clásico: las palabras que encuentran dos jugadores no puntúan para nadie",
	"every word scores for whoever finds it":                "cada palabra puntúa para quien la encuentre",
	"%d players":                                            Plural{One: "%d jugador", Other: "%d jugadores"},
	"%d more players":                                       Plural{One: "%d jugador más", Other: "%d jugadores más"},
	"The daily plays in %s, this server's language: `/daily setup language:en` for English, or another language's code.":                         "El reto diario se juega en %s, el idioma de este servidor: `/daily setup language:en` para inglés, o el código de otro idioma.",
	"The daily plays in %s, your language: `/daily setup language:en` for English, or another language's code.":                                  "El reto diario se juega en %s, tu idioma: `/daily setup language:en` para inglés, o el código de otro idioma.",
	"In %s, this server's language: add `lang:en` for English, or another language's code.":                                                      "En %s, el idioma de este servidor: agrega `lang:en` para inglés, o el código de otro idioma.",
	"In %s, your language: add `lang:en` for English, or another language's code.":                                                               "En %s, tu idioma: agrega `lang:en` para inglés, o el código de otro idioma.",
	"New %dx%d board from %s dice fitted to the word list's letters":                                                                             "Nuevo tablero %dx%d en %s, con dados ajustados a las letras de la lista de palabras",
	"This channel's board `%s` is in %s, and %s has no die with its letters. Give a board with `board:`, or leave out `lang:` to play it in %s.": "El tablero de este canal, `%s`, está en %s, y el %s no tiene ningún dado con sus letras. Da un tablero con `board:`, o quita `lang:` para jugarlo en %s.",
	"This channel's board `%s` is in %s, not %s. Give a board with `board:`, or leave out `lang:` to play it in %s.":                             "El tablero de este canal, `%s`, está en %s, no en %s. Da un tablero con `board:`, o quita `lang:` para jugarlo en %s.",

	// Why a word is not on a board.
	"a word is letters a-z only":                                   "una palabra tiene solo letras a-z",
	"every q on a board comes as Qu, and this q has no u after it": "en un tablero, toda q viene como Qu, y esta q no tiene una u detrás",
	"it has %d letters, and the board's tiles hold %d":             "tiene %d letras, y las casillas del tablero tienen %d",
	"the board has no %s":                                          "el tablero no tiene ninguna %s",
	"the board has %d %s's, and the word needs %d":                 Plural{One: "el tablero tiene una sola casilla %[2]s, y la palabra necesita %[3]d", Other: "el tablero tiene %d casillas %s, y la palabra necesita %d"},

	// Images' titles and alt texts.
	"A %dx%d Boggle board: %s":                "Un tablero de Boggle de %dx%d: %s",
	"Live round":                              "Ronda en vivo",
	"The daily board for %s: %s":              "El tablero del reto diario del %s: %s",
	"The daily board of %s, for practice: %s": "El tablero del reto diario del %s, para practicar: %s",
	"The round's %dx%d Boggle board: %s":      "El tablero de %dx%d de la ronda: %s",
	"Today's daily board: %s":                 "El tablero del reto diario de hoy: %s",
	"The path of %q on board %s, by row and column from the top left: %s": "El camino de %q en el tablero %s, por fila y columna desde arriba a la izquierda: %s",

	// A board that does not parse.
	"the board is empty; type its letters row by row, for example: lqre slus atic nren.":     "el tablero está vacío; escribe sus letras fila por fila, por ejemplo: lqre slus atic nren.",
	"that board is %d characters long; the largest board (8 x 8) needs at most 64 tiles.":    "ese tablero tiene %d caracteres; el tablero más grande (8 x 8) tiene como máximo 64 casillas.",
	"the board has characters that are not text; type letters a-z.":                          "el tablero tiene caracteres que no son texto; escribe letras a-z.",
	"row %d has %d tiles but row 1 has %d; every row needs the same number.":                 "la fila %d tiene %d casillas pero la fila 1 tiene %d; todas las filas necesitan el mismo número.",
	"the board has %d rows of %d tiles; a square board needs %d rows.":                       "el tablero tiene %d filas de %d casillas; un tablero cuadrado necesita %d filas.",
	"the board has %d rows of %d tiles; a board is square, from 3 rows of 3 to 8 rows of 8.": "el tablero tiene %d filas de %d casillas; un tablero es cuadrado, de 3 filas de 3 a 8 filas de 8.",
	"'[' is never closed; write two-letter faces like [th]":                                  "«[» nunca se cierra; escribe las caras de dos letras como [th]",
	"'[%s]' is not a die face; faces are single letters, Qu, An, Er, He, In and Th":          "«[%s]» no es una cara de dado; las caras son letras sueltas, Qu, An, Er, He, In y Th",
	"'%c' is not a letter; boards use letters, [th]-style faces and # for a blank":           "«%c» no es una letra; los tableros usan letras, caras como [th] y # para una casilla vacía",
	"'%c' is not a letter; boards use letters a-z, [th]-style faces and # for a blank":       "«%c» no es una letra; los tableros usan letras a-z, caras como [th] y # para una casilla vacía",
	"%s (row %d, tile %d).": "%s (fila %d, casilla %d).",
	"%s (row %d).":          "%s (fila %d).",
	"%s (tile %d).":         "%s (casilla %d).",
	"the board has %d tiles; the largest board is 8 x 8 (64 tiles).":        "el tablero tiene %d casillas; el tablero más grande es de 8 x 8 (64 casillas).",
	"a %d x %d board is not playable; boards are from 3 x 3 to 8 x 8.":      "un tablero de %d x %d no es jugable; los tableros van de 3 x 3 a 8 x 8.",
	"the board has %d tiles; a square board needs 9, 16, 25, 36, 49 or 64.": Plural{One: "el tablero tiene %d casilla; un tablero cuadrado necesita 9, 16, 25, 36, 49 o 64.", Other: "el tablero tiene %d casillas; un tablero cuadrado necesita 9, 16, 25, 36, 49 o 64."},

	// The adapters' refusals (Slack and Discord channels and admins).
	"%s is archived: choose another channel.": "%s está archivado: elige otro canal.",
	"I can't look up Slack channels by name (`%s`). Run `/daily setup` in the channel where the daily posts should go, without `channel:`, or pick the channel with #.":  "No puedo buscar canales de Slack por su nombre (`%s`). Usa `/daily setup` sin `channel:` en el canal donde debe publicarse el reto diario, o elige el canal con #.",
	"I can't post boards in %s: I lack these permissions there: %s. Ask a server admin to give bogglebot them in this channel's settings (Permissions), then try again.": "No puedo publicar tableros en %s: me faltan estos permisos allí: %s. Pide a un admin del servidor que se los dé a bogglebot en los ajustes del canal (Permisos) y vuelve a intentarlo.",
	"I can't see %s: if it is private, invite me there with `/invite @bogglebot`, then try again.":                                                                       "No veo %s: si es privado, invítame con `/invite @bogglebot` y vuelve a intentarlo.",
	"I couldn't check with Slack that I can post in %s, so I did nothing. Please try again in a minute.":                                                                 "No pude comprobar con Slack que puedo publicar en %s, así que no hice nada. Vuelve a intentarlo en un minuto.",
	"I couldn't check with Slack whether you administer this workspace, so I didn't change anything. Please try again in a minute.":                                      "No pude comprobar con Slack si administras este espacio de trabajo, así que no cambié nada. Vuelve a intentarlo en un minuto.",
	"I'm not a member of %s, so I can't post boards there. Invite me with `/invite @bogglebot` in that channel, then try again.":                                         "No soy miembro de %s, así que no puedo publicar tableros allí. Invítame con `/invite @bogglebot` en ese canal y vuelve a intentarlo.",
	"The daily posts need a channel, not a direct message: run `/daily setup` in the channel where the board should be posted.":                                          "Las publicaciones del reto diario necesitan un canal, no un mensaje directo: ejecuta `/daily setup` en el canal donde se debe publicar el tablero.",
	"There are no %s dice for %d x %d boards: that language has dice for sizes %s.":                                                                                      "No hay dados en %s para tableros de %d x %d: ese idioma tiene dados para los tamaños %s.",
	"There are no dice for %d x %d boards: real dice exist for sizes %s.":                                                                                                "No hay dados para tableros de %d x %d: existen dados reales para los tamaños %s.",
	"`%s` is not a channel: pick one from the list Discord offers.":                                                                                                      "`%s` no es un canal: elige uno de la lista que ofrece Discord.",
	"found": "encontrada",

	// The Enter words form's buttons (Slack draws them).
	"Enter":      "Enviar",
	"Cancel":     "Cancelar",
	"Enter text": "Escribir texto", // a form's title when it names none
	"Text":       "Texto",          // a form's field when it names none

	// Alt texts of the images, dice lines, deals (bot/shared.go, bot/deal.go, bot/review.go, bot/roundkeeper.go, bot/scheduler.go, bot/hint.go).
	"%s: no words": "%s: ninguna palabra",
	"%s (paths by row and column from the top left): %s": "%s (caminos por fila y columna desde la esquina superior izquierda): %s",
	"%s, %s: %s": "%s, %s: %s",
	"%s: %s":     "%s: %s",
	"Board %s with the paths of its top %d words":                                       Plural{Arg: 2, Zero: "Tablero %[1]s", One: "Tablero %[1]s con el camino de su mejor palabra", Other: "Tablero %s con los caminos de sus %d mejores palabras"},
	"The round's board %[1]s with the paths of the best %[2]d of the %[3]d words found": Plural{Arg: 2, One: "El tablero de la ronda %[1]s con el camino de la mejor de las %[3]d palabras encontradas", Other: "El tablero de la ronda %[1]s con los caminos de las %[2]d mejores de las %[3]d palabras encontradas"},
	"The round's board %s with the paths of the %d words found":                         Plural{Arg: 2, One: "El tablero de la ronda %[1]s con el camino de la única palabra encontrada", Other: "El tablero de la ronda %s con los caminos de las %d palabras encontradas"},
	"The round's board %s with the paths of its best %d words, which nobody found":      Plural{Arg: 2, One: "El tablero de la ronda %[1]s con el camino de su mejor palabra, que nadie encontró", Other: "El tablero de la ronda %s con los caminos de sus %d mejores palabras, que nadie encontró"},
	"The daily board for %s with the paths of its top %d words":                         Plural{Arg: 2, One: "El tablero del reto diario del %[1]s con el camino de su mejor palabra", Other: "El tablero del reto diario del %s con los caminos de sus %d mejores palabras"},
	"The daily board for %s with the paths of the best %d words nobody found":           Plural{Arg: 2, One: "El tablero del reto diario del %[1]s con el camino de la mejor palabra que nadie encontró", Other: "El tablero del reto diario del %s con los caminos de las %d mejores palabras que nadie encontró"},
	"The daily board of %s, %s":                                                         "El tablero del reto diario del %s, %s",
	"The round's board %s":                                                              "El tablero de la ronda %s",
	"%s with the paths of %s":                                                           "%s; caminos trazados: %s",
	"none of your words and no missed word":                                             "ninguna de tus palabras y ninguna que se te escapara",
	"none of your words, and %s":                                                        "ninguna de tus palabras, solo %s",
	"your %d best words":                                                                Plural{One: "tu mejor palabra", Other: "tus %d mejores palabras"},
	"the %d best words you missed":                                                      Plural{One: "la mejor palabra que se te escapó", Other: "las %d mejores palabras que se te escaparon"},
	"%s, then %s":                                                                       "%s y luego %s",
	"Heat map of the board %[1]s: how many of your %[2]d words left start on each tile, row by row: %[3]s": Plural{Arg: 2, One: "Mapa de calor del tablero %[1]s: dónde puede empezar la última palabra que te queda, casilla por casilla, fila por fila: %[3]s", Other: "Mapa de calor del tablero %[1]s: cuántas de las %[2]d palabras que te quedan empiezan en cada casilla, fila por fila: %[3]s"},
	"%dx%d · words found":                         "%dx%d · palabras encontradas",
	"%dx%d · best words nobody found":             "%dx%d · mejores palabras que nadie encontró",
	"%dx%d round · your words":                    "Ronda %dx%d · tus palabras",
	"Review · %s":                                 "Repaso · %s",
	"Boggle 4x4 (1987 on)":                        "Boggle 4x4 (desde 1987)",
	"Boggle 4x4 (1976)":                           "Boggle 4x4 (1976)",
	"Big Boggle 5x5":                              "Big Boggle 5x5",
	"Super Big Boggle 6x6":                        "Super Big Boggle 6x6",
	"%s %dx%d, fitted to the word list's letters": "%s %dx%d, dados según la lista de palabras",
	"the richest of %d rolls of the %s %dx%d dice, fitted to the word list's letters (%s)": "el más rico de %d tiradas de los dados %s %dx%d, ajustados a la lista de palabras (%s)",
	"the richest of %d rolls of the %s dice (%s)":                                          "el más rico de %d tiradas de los dados %s (%s)",
	"one of the best %dx%d boards known for the %s dictionary (%s, %s)":                    "uno de los mejores tableros %dx%d conocidos para el diccionario %s (%s, %s)",
	"The board is %s.": "El tablero es %s.",
	"%s or %s":         "%s o %s",
	"%s; for a board in another language, add %s":  "%s; para un tablero en otro idioma, añade %s",
	"%s; for a board in another language, add %s.": "%s; para un tablero en otro idioma, añade %s.",

	// Reminders (/remind).
	"I can't set your reminder: `%s` is not a time of day. Write HH:MM on a 24-hour clock, like 19:30.":            "No puedo programar tu recordatorio: `%s` no es una hora del día. Escribe HH:MM en formato de 24 horas, como 19:30.",
	"I can't set your reminder: there is no timezone `%s`. Use a name like Europe/Paris, America/New_York or UTC.": "No puedo programar tu recordatorio: no existe la zona horaria `%s`. Usa un nombre como Europe/Madrid, America/New_York o UTC.",
	"Your reminder to play the daily board: on or off, and when":                                                   "Tu recordatorio del reto diario: activado o no, y a qué hora",
	"A private nudge if you haven't played the daily board by a time of day":                                       "Un aviso privado si no has jugado el reto diario a cierta hora",
	"Stop your reminder to play the daily board":                                                                   "Detener tu recordatorio del reto diario",
	"when, HH:MM on a 24-hour clock (default: as before, else 19:00)":                                              "cuándo, HH:MM en formato de 24 horas (por defecto: como antes, si no 19:00)",
	"your timezone, e.g. Europe/Paris (default: the server's daily timezone)":                                      "tu zona horaria, p. ej. Europe/Madrid (por defecto: la del reto diario del servidor)",
	"TIME": "HORA",
	"**Reminder on.** If you haven't played the daily board by **%s** (%s), I'll send you a private nudge with your streak, at most once a day. The next one: %s. `/remind off` stops it.": "**Recordatorio activado.** Si no has jugado el reto diario a las **%s** (%s), te enviaré un aviso privado con tu racha, como mucho una vez al día. El próximo: %s. `/remind off` lo detiene.",
	"You have no reminder on here. `/remind on 19:30` sets one.":                                                                                                                             "No tienes ningún recordatorio activado aquí. `/remind on 19:30` programa uno.",
	"**Reminder off.** No more nudges here; `/remind on` brings them back.":                                                                                                                  "**Recordatorio desactivado.** No más avisos aquí; `/remind on` los recupera.",
	"You have no reminder on here. `/remind on 19:30` sends you a private nudge at 19:30 on the days you haven't played the daily board yet.":                                                "No tienes ningún recordatorio activado aquí. `/remind on 19:30` te envía un aviso privado a las 19:30 los días que aún no has jugado el reto diario.",
	"Your reminder is on: a private nudge at **%s** (%s) on the days you haven't played the daily board by then. The next one: %s. `/remind off` stops it.":                                  "Tu recordatorio está activado: un aviso privado a las **%s** (%s) los días que no hayas jugado el reto diario para entonces. El próximo: %s. `/remind off` lo detiene.",
	"_Your reminder to play the daily board is off: my private message could not reach you (your direct messages may be closed to the bot). Open them and use `/remind on` to get it back._": "_Tu recordatorio del reto diario está desactivado: mi mensaje privado no pudo llegarte (quizá tengas los mensajes directos cerrados al bot). Ábrelos y usa `/remind on` para recuperarlo._",
	"**Your streak of %s is at stake!** You haven't played today's daily board yet; the day ends %s.":                                                                                        "**¡Tu racha de %s está en juego!** Aún no has jugado el reto diario de hoy; el día termina %s.",
	"**Today's daily board is waiting for you.** You haven't played it yet; the day ends %s.":                                                                                                "**El reto diario de hoy te espera.** Aún no lo has jugado; el día termina %s.",
	"Play with `/daily` in %s, or `/guess` your words.":                                                                                                                                      "Juega con `/daily` en %s, o envía tus palabras con `/guess`.",
	"Play with `/daily` in the server, or `/guess` your words.":                                                                                                                              "Juega con `/daily` en el servidor, o envía tus palabras con `/guess`.",
	"_You asked for this reminder; `/remind off` stops it._":                                                                                                                                 "_Pediste este recordatorio; `/remind off` lo detiene._",
	"[bogglebot to %s, privately]": "[bogglebot a %s, en privado]",
	"(also %s)":                    "(también %s)",
	"Reminders aren't available here: a reminder is a private nudge to play the daily board, set from the daily board's page on a platform where I can message you.":             "Los recordatorios no están disponibles aquí: un recordatorio es un mensaje privado para que juegues el reto diario, y se configura desde la página del reto diario en una plataforma donde pueda escribirte.",
	"There are no roles here: a role for the daily post needs Discord or Slack.":                                                                                                 "Aquí no hay roles: un rol para la publicación del reto diario necesita Discord o Slack.",
	"I can't find the role `%s`: name one with role:@role (on Slack, a user group: role:@group).":                                                                                "No encuentro el rol `%s`: indica uno con role:@rol (en Slack, un grupo de usuarios: role:@grupo).",
	"I can't use %s for the daily post: nobody may mention it. Make it mentionable (Server Settings → Roles), or give me the Mention @everyone, @here and All Roles permission.": "No puedo usar %s para la publicación del reto diario: nadie puede mencionarlo. Hazlo mencionable (Ajustes del servidor → Roles), o dame el permiso Mencionar @everyone, @here y todos los roles.",
	"I can't use %s for the daily post: I could not add players to it. I need %s, and my own role must be above it in Server Settings → Roles.":                                  "No puedo usar %s para la publicación del reto diario: no podría añadirle jugadores. Necesito %s, y mi propio rol debe estar por encima en Ajustes del servidor → Roles.",
	"I can't use %s for the daily post: it belongs to an integration, and nobody can be added to it by hand. Choose another role.":                                               "No puedo usar %s para la publicación del reto diario: pertenece a una integración y nadie puede añadirse a mano. Elige otro rol.",
	"This server's daily post has no role to join any more: an admin sets one with `/daily setup role:`.":                                                                        "La publicación del reto diario de este servidor ya no tiene un rol al que unirse: un admin elige uno con `/daily setup role:`.",
	"I couldn't change your place in %s: the platform refused. An admin should check that my role is above it and that I may manage roles.":                                      "No pude cambiar tu lugar en %s: la plataforma se negó. Un admin debe comprobar que mi rol está por encima y que puedo gestionar roles.",
	"a role (on Slack a user group) the board's post pings; players join it with a button":                                                                                       "un rol (en Slack un grupo) que la publicación avisa; se entra con un botón",
	"stop pinging a role in the board's post":                                                          "dejar de avisar a un rol en la publicación",
	"• The board's post mentions no role.":                                                             "• La publicación del tablero no menciona ningún rol.",
	"• The board's post mentions %s; players join or leave it with the post's buttons.":                "• La publicación del tablero menciona %s; los jugadores entran o salen con sus botones.",
	"%s: today's board is up!":                                                                         "%s: ¡ya está el tablero de hoy!",
	"Ping me for the daily board":                                                                      "Avisarme del reto diario",
	"Stop the pings":                                                                                   "Dejar de avisarme",
	"You're in %s: the daily board's post will ping you. Its other button takes you out.":              "Estás en %s: la publicación del reto diario te avisará. Su otro botón te saca.",
	"You're out of %s: no more pings from the daily board's post.":                                     "Ya no estás en %s: no más avisos de la publicación del reto diario.",
	"Reminder on: a private nudge at %s (%s) on the days you haven't played by then; the next in %s.":  "Recordatorio activado: un mensaje privado a las %s (%s) los días que no hayas jugado para entonces; el próximo en %s.",
	"No reminder: turn it on for a private nudge on the days you haven't played by a time you choose.": "Sin recordatorio: actívalo para recibir un mensaje privado los días que no hayas jugado a la hora que elijas.",
	"You're in: the daily board's post will ping you.":                                                 "Ya estás dentro: la publicación del reto diario te avisará.",
	"You're out: no more pings from the daily board's post.":                                           "Ya estás fuera: no más avisos de la publicación del reto diario.",
	"• your reminders to play the daily board (`/remind`): their time, timezone and language.":         "• tus recordatorios del reto diario (`/remind`): su hora, zona horaria e idioma.",
	"%d reminders": Plural{One: "%d recordatorio", Other: "%d recordatorios"},
	"I can't use %s for the daily post: it is above my own role, so I cannot add players to it. Move my role above it in Server Settings → Roles.": "No puedo usar %s para la publicación del reto diario: está por encima de mi propio rol, así que no puedo añadirle jugadores. Coloca mi rol por encima en Ajustes del servidor → Roles.",
}

// spanishPage is the web page's words (web.Strings, by key; {name} is what the
// page fills in; key.one and key.other are the plural forms).
var spanishPage = map[string]string{
	"page.loading":       "Cargando el tablero…",
	"fail.title":         "No se puede mostrar el tablero",
	"load.fail":          "No se puede contactar con el bot. Recarga la página para intentarlo de nuevo.",
	"net.unreachable":    "No se puede contactar con el bot. Inténtalo de nuevo.",
	"net.retrying":       "No se puede contactar con el bot; reintentando…",
	"net.unreadable":     "El bot envió una respuesta que la página no puede leer.",
	"net.lost":           "Se perdió la conexión con el bot: reconectando…",
	"net.reconnecting":   "No se puede contactar con el bot: reconectando…",
	"net.back":           "Reconectado.",
	"net.back.over":      "Reconectado: la ronda ha terminado.",
	"stats.label":        "Puntuación",
	"stat.points.one":    "punto",
	"stat.points.other":  "puntos",
	"clock.hm":           "{h}:{m}",
	"mode.classic":       "clásico",
	"mode.all":           "cada palabra puntúa",
	"stat.words":         "palabras",
	"stat.of":            "de {n}",
	"stat.all":           "palabras ({n} en total)",
	"stat.rank":          "puesto",
	"stat.players.one":   "jugador",
	"stat.players.other": "jugadores",
	"stat.left":          "restante",
	"stat.time":          "tiempo",
	"stat.practice":      "práctica",
	"clock.over":         "fin",
	"clock.ended":        "terminado",
	"clock.none":         "–",
	"who":                "Juegas como {name}",
	"who.hints.one":      "Juegas como {name} · {n} pista",
	"who.hints.other":    "Juegas como {name} · {n} pistas",

	"board.label": "Tablero: arrastra por las casillas, tócalas una a una o escribe. Con el teclado: las flechas mueven, Espacio toma una casilla, Retroceso la devuelve, Intro envía la palabra",

	"tile.label":       "{letter}, fila {row}, columna {col}",
	"tile.blank":       "vacía",
	"tile.heat.one":    "{n} palabra empieza aquí",
	"tile.heat.other":  "{n} palabras empiezan aquí",
	"tile.step":        "paso {n} de la pista",
	"word.label":       "Escribe una palabra",
	"word.placeholder": "Palabra",
	"btn.enter":        "Enviar",
	"btn.clear":        "Borrar",
	"btn.clear.label":  "Borrar la palabra",
	"btn.hint":         "Pista",
	"btn.hint.label":   "Pedir una pista",
	"btn.turn":         "↻",
	"btn.turn.label":   "Girar el tablero un cuarto de vuelta (las palabras no cambian)",
	"turned":           "Tablero girado un cuarto de vuelta: las palabras son las mismas.",

	"help": "Las palabras necesitan {n} letras o más, en casillas que se tocan (también en diagonal), cada casilla una sola vez.",

	"help.cancel":             "Las palabras que encuentran dos jugadores se anulan al final.",
	"new.word":                "Palabra nueva desde {letter}: esa casilla no toca la anterior.",
	"verdict":                 "{word}: {verdict}",
	"verdict.accepted":        "{word} +{n}",
	"v.already found":         "ya encontrada",
	"v.not in the dictionary": "no está en el diccionario",
	"v.too short":             "demasiado corta",
	"v.not on the board":      "no está en el tablero",
	"v.not a word":            "no es una palabra",
	"v.undecided":             "pendiente",
	"v.revealed by a hint":    "revelada por una pista",
	"found.title":             "Tus palabras",
	"found.none":              "Ninguna todavía: arrastra por las casillas para encontrar una.",
	"found.over":              "Ninguna palabra.",
	"hint.title":              "Pista",
	"hint.done":               "Has encontrado todas las palabras: ya no quedan pistas que dar.",
	"hint.table.one":          "Queda {n} palabra, por primera letra y longitud:",
	"hint.table.other":        "Quedan {n} palabras, por primera letra y longitud:",
	"hint.heat.one":           "Queda {n} palabra. Los números de las casillas: cuántas pueden empezar ahí.",
	"hint.heat.other":         "Quedan {n} palabras. Los números de las casillas: cuántas pueden empezar ahí.",
	"hint.word":               "Una palabra de {n} letras que empieza por {prefix}. Ya no puntúa.",

	"hint.path": "Una palabra de {n} letras que empieza por {prefix}. Sus casillas están marcadas y numeradas en orden en el tablero. Ya no puntúa.",

	"results.title":           "Resultados",
	"btn.feel.label":          "Sonido y vibración",
	"btn.feel.on":             "🔊",
	"btn.feel.off":            "🔇",
	"btn.hint.confirm":        "¿Usar una pista?",
	"hint.ask":                "Una pista aparece en la clasificación junto a tu puntuación: toca otra vez para usarla.",
	"end.kept":                "palabras guardadas",
	"end.day":                 "El día ha terminado · {day}",
	"end.round":               "La ronda ha terminado",
	"end.missed":              "Las mejores palabras que se te escaparon: toca una para verla en el tablero",
	"end.round.share.one":     "{n} punto · puesto {rank} de {players}",
	"end.round.share.other":   "{n} puntos · puesto {rank} de {players}",
	"share.share":             "Compartir",
	"share.failed":            "No se puede copiar aquí: selecciona el texto y cópialo.",
	"results.cancelled.title": "Anuladas (encontradas por dos o más): toca una para verla",
	"results.missed.title":    "Las mejores palabras que nadie encontró ({n} en el tablero): toca una para verla",
	"results.words":           "Palabras de {name}",
	"results.winner":          "🏆 ¡{name} ganó la ronda!",
	"results.youwin":          "🏆 ¡Ganaste la ronda!",
	"results.yours.n.one":     "Tú: {n} punto, puesto {rank} de {players}",
	"results.yours.n.other":   "Tú: {n} puntos, puesto {rank} de {players}",
	"cheer.queen":             "👑 Abeja reina: ¡todos los puntos del tablero!",
	"toast.rank":              "🐝 ¡{level}!",
	"bar.found.one":           "{n} palabra: {words}",
	"bar.found.other":         "{n} palabras: {words}",
	"results.nobody":          "Nadie encontró ninguna palabra.",
	"results.yours.none":      "Tus palabras que puntúan: ninguna",
	"standing.one":            "{name}: {n} punto",
	"standing.other":          "{name}: {n} puntos",
	"standing.hints.one":      " · {n} pista",
	"standing.hints.other":    " · {n} pistas",
	"standing.nowords.one":    "{name}: usó {n} pista, ninguna palabra",
	"standing.nowords.other":  "{name}: usó {n} pistas, ninguna palabra",
	"standing.winner":         "ganador",
	"word.cancelled":          " anulada",
	"word.cancelled.title":    "anulada: encontrada por dos o más",
	"round.timeup":            "¡Se acabó el tiempo! Esperando los resultados…",
	"round.over":              "La ronda ha terminado.",
	"round.you.one":           "La ronda ha terminado. Has hecho {n} punto.",
	"round.you.other":         "La ronda ha terminado. Has hecho {n} puntos.",
	"round.won.one":           "La ronda ha terminado. Has hecho {n} punto y has ganado.",
	"round.won.other":         "La ronda ha terminado. Has hecho {n} puntos y has ganado.",
	"day.title":               "Tu día",
	"level.next.one":          "🐝 {level} · te falta {n} punto para {next}",
	"level.next.other":        "🐝 {level} · te faltan {n} puntos para {next}",
	"level.top":               "🐝 {level}: ¡todos los puntos del tablero!",
	"level.value":             "{n} de {max} puntos: {level}",
	"next.board":              "Próximo tablero en {time}.",
	"next.today":              "El tablero de hoy está en {daily}.",
	"share.copy":              "Copiar texto para compartir",
	"share.copied":            "Texto copiado: pégalo donde quieras.",
	"share.select":            "Seleccionado: cópialo con la función de copiar de tu dispositivo.",
	"btn.yesterday":           "Palabras de ayer",
	"review.day":              "Tus palabras del {day}",
	"review.yesterday":        "Ayer, {day}",
	"review.mine.one":         "Encontraste {n} de {possible} ({points} puntos)",
	"review.mine.other":       "Encontraste {n} de {possible} ({points} puntos)",
	"review.none":             "No encontraste ninguna de sus {possible} palabras.",
	"review.missed":           "Las mejores que se te escaparon: toca una para verla en el tablero",
	"review.nomiss":           "No se te escapó nada.",
	"review.board":            "El tablero del {day}",
	"review.traced":           "{word}, trazada en el tablero del {day}",
	"toast.place":             "Ahora eres el n.º {rank} de {players}",
	"btn.practise":            "Practicar este tablero",
	"btn.practise.yesterday":  "Practicar el tablero de ayer",
	"btn.today":               "Volver al tablero del día",
	"practice.note":           "Práctica: tus palabras aquí nunca cuentan para la clasificación.",
	"act.outside.title":       "Este tablero se abre dentro de Discord",
	"act.signin.title":        "No se pudo iniciar sesión",

	"act.outside": "Es una actividad de Discord: ábrela con el botón «Jugar en Discord» debajo de {daily} o de una ronda. O juega en el chat: ",

	"act.signin": "Discord no dejó que el tablero iniciara tu sesión. Cierra la actividad y vuelve a abrirla, o juega en el chat: ",

	"act.daily":          " muestra el tablero de hoy y ",
	"act.guess":          " recibe tus palabras. ",
	"act.open":           "Abrir Discord",
	"remind.title":       "Recordatorio para jugar",
	"remind.time":        "Hora",
	"remind.zone":        "Zona horaria",
	"remind.zone.server": "{zone} (la del servidor)",
	"remind.zone.yours":  "{zone} (la de este dispositivo)",
	"remind.on":          "Recuérdamelo",
	"remind.save":        "Guardar",
	"remind.off":         "Desactivar",
	"remind.saving":      "Guardando…",
	"role.title":         "Avisos",
	"role.text":          "La publicación del reto diario menciona un rol: únete para recibir un aviso cada mañana.",
	"role.join":          "Avisarme del reto diario",
	"role.leave":         "Dejar de avisarme",
}

// spanishCommands names the slash commands on Discord (name_localizations), by the
// command's path as Discord registers it ("daily", "daily setup", "play
// start"): lowercase, one word each, as Discord's naming rule wants. Replies
// name commands with Discord's command mentions, which each reader's client
// shows in their language, so these never contradict a reply.
var spanishCommands = map[string]string{
	"daily":        "reto",
	"daily show":   "ver",
	"daily review": "repaso",
	"daily setup":  "configurar",
	"daily share":  "compartir",
	"define":       "definir",
	"guess":        "adivinar",
	"help":         "ayuda",
	"hint":         "pista",
	"leaderboard":  "clasificación",
	"path":         "camino",
	"play":         "jugar",
	"play start":   "empezar",
	"play stop":    "parar",
	"privacy":      "privacidad",
	"random":       "aleatorio",
	"solve":        "resolver",
	"stats":        "estadísticas",
	"study":        "estudiar",
	"remind":       "recordatorio",
	"remind show":  "ver",
	"remind on":    "activar",
	"remind off":   "desactivar",
}
