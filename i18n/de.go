package i18n

// german is the bot's words in German, with "du" as games do. Game
// vocabulary: a board is das Spielfeld, a round eine Runde, the daily das
// Tagesrätsel, a hint ein Tipp, a tile ein Feld, a channel ein Kanal.
// Commands, their options and the values a player types (`/daily`,
// `hints:on`, `classic`, `yesterday`) stay as the bot reads them. The
// buttons read „Auf dem Spielfeld spielen“ and „Wörter eingeben“.
var german = Messages{
	// Small pieces.
	"%d seconds":         Plural{One: "%d Sekunde", Other: "%d Sekunden"},
	"%dm":                "%d Min.",
	"%dh %02dm":          "%d Std. %02d Min.",
	"under a minute":     "weniger als einer Minute",
	"at %s UTC":          "um %s UTC",
	"at midnight":        "um Mitternacht",
	"at midnight, in %s": "um Mitternacht, in %s",
	"%s and %d more":     "%s und %d weitere",
	"%[1]s %[2]d %[3]s":  "%[1]s, %[2]d. %[3]s",
	"day out of range":   "diesen Tag gibt es nicht",
	"month out of range": "diesen Monat gibt es nicht",

	"Sunday": "Sonntag", "Monday": "Montag", "Tuesday": "Dienstag", "Wednesday": "Mittwoch",
	"Thursday": "Donnerstag", "Friday": "Freitag", "Saturday": "Samstag",
	"January": "Januar", "February": "Februar", "March": "März", "April": "April",
	"May": "Mai", "June": "Juni", "July": "Juli", "August": "August",
	"September": "September", "October": "Oktober", "November": "November", "December": "Dezember",

	// Refusals (the error table).
	"Sorry, something went wrong on my side. It has been logged; please try again in a moment.": "Tut mir leid, bei mir ist etwas schiefgelaufen. Der Fehler wurde protokolliert; bitte versuch es gleich noch einmal.",

	"That's %d words; enter at most %d at a time.":                                          "Das sind %d Wörter; gib höchstens %d auf einmal ein.",
	"I can't read the day `%s`: write it YYYY-MM-DD, like `%s`, or `yesterday`.":            "Das Datum `%s` verstehe ich nicht: schreib es als JJJJ-MM-TT, etwa `%s`, oder `yesterday` (gestern).",
	"There is no such day as `%s` (%s): write a day YYYY-MM-DD, like `%s`, or `yesterday`.": "Den Tag `%s` gibt es nicht (%s): schreib ein Datum als JJJJ-MM-TT, etwa `%s`, oder `yesterday` (gestern).",

	"You've found every word on this board (`%s`): there is nothing left to hint. Well played!": "Du hast alle Wörter auf diesem Spielfeld (`%s`) gefunden: Es gibt keinen Tipp mehr. Gut gespielt!",
	"This board (`%s`) has no word in its dictionary, so there is nothing to hint.":             "Auf diesem Spielfeld (`%s`) steht kein Wort aus seinem Wörterbuch, also gibt es keinen Tipp.",
	"Hints have already shown you every word you have left, so there is no new hint (and none is counted). The %d words: %s. Enter them: they count as found, for no points.": Plural{
		One:   "Die Tipps haben dir dein letztes Wort schon gezeigt, also gibt es keinen neuen Tipp (und es wird keiner gezählt). Das Wort: %[2]s. Gib es ein: Es zählt als gefunden, ohne Punkte.",
		Other: "Die Tipps haben dir alle übrigen Wörter schon gezeigt, also gibt es keinen neuen Tipp (und es wird keiner gezählt). Die %d Wörter: %s. Gib sie ein: Sie zählen als gefunden, ohne Punkte.",
	},
	"This round was started without hints, so there are none until it ends %s. Start a round with hints with `/play hints:on`; after the round, `/hint` helps with the daily board.": "Diese Runde wurde ohne Tipps gestartet, also gibt es keine, bis sie endet (%s). Starte eine Runde mit Tipps mit `/play hints:on`; nach der Runde hilft `/hint` beim Tagesrätsel.",

	"The daily challenge isn't enabled on this bot: it needs a database. Ask whoever runs the bot to set `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` and `/study` work as usual.": "Das Tagesrätsel ist bei diesem Bot nicht eingeschaltet: Es braucht eine Datenbank. Bitte die Person, die den Bot betreibt, `DATABASE_URL` zu setzen. `/solve`, `/path`, `/random`, `/define` und `/study` funktionieren wie gewohnt.",
	"This server has no daily settings yet: an admin sets them with `/daily setup`.":                                                                                                          "Dieser Server hat noch keine Einstellungen für das Tagesrätsel: Ein Admin legt sie mit `/daily setup` fest.",
	"I can't set that up: the server is not named.": "Das kann ich nicht einrichten: Der Server ist nicht angegeben.",
	"I can't set that up: the time is wrong. `%s` is not a time of day: write HH:MM on a 24-hour clock, like 09:00 or 18:30.":                                                                                                "Das kann ich nicht einrichten: Die Uhrzeit stimmt nicht. `%s` ist keine Uhrzeit: Schreib HH:MM im 24-Stunden-Format, etwa 09:00 oder 18:30.",
	"I can't set that up: the timezone is wrong. There is no timezone `%s`: use a name like Europe/Paris, America/New_York or UTC.":                                                                                          "Das kann ich nicht einrichten: Die Zeitzone stimmt nicht. Die Zeitzone `%s` gibt es nicht: Nimm einen Namen wie Europe/Berlin, America/New_York oder UTC.",
	"I can't set that up: the size is wrong. The daily board is 4 (4x4) or 5 (5x5), not %d.":                                                                                                                                 "Das kann ich nicht einrichten: Die Größe stimmt nicht. Das Spielfeld des Tagesrätsels ist 4 (4x4) oder 5 (5x5), nicht %d.",
	"I can't set that up: the dictionary is wrong. There is no dictionary `%s`: choose common, standard or large.":                                                                                                           "Das kann ich nicht einrichten: Das Wörterbuch stimmt nicht. Das Wörterbuch `%s` gibt es nicht: Wähle common, standard oder large.",
	"Find a word on today's board first: `/daily` shows it, `/guess` plays it. Then `/daily share` gives a summary to paste anywhere, with no spoilers.":                                                                     "Finde zuerst ein Wort auf dem heutigen Spielfeld: `/daily` zeigt es, `/guess` spielt ein Wort. Danach gibt dir `/daily share` eine Zusammenfassung ohne Spoiler zum Teilen.",
	"Practice needs a database that keeps it, and this bot's doesn't. Ask whoever runs the bot.":                                                                                                                             "Zum Üben braucht es eine Datenbank, die die Übungen speichert, und die dieses Bots tut das nicht. Frag die Person, die den Bot betreibt.",
	"%s hasn't come yet: today is %s here. You can review days that have ended.":                                                                                                                                             "Der %s ist noch nicht da: Hier ist heute %s. Du kannst dir Tage ansehen, die schon vorbei sind.",
	"%s hasn't come yet: today is %s here. You can practise days that have ended.":                                                                                                                                           "Der %s ist noch nicht da: Hier ist heute %s. Du kannst Tage üben, die schon vorbei sind.",
	"%s hasn't come yet: today is %s here. You can look back on days that have ended.":                                                                                                                                       "Der %s ist noch nicht da: Hier ist heute %s. Du kannst auf Tage zurückblicken, die schon vorbei sind.",
	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. `/daily review yesterday` looks back at yesterday.":                                                                  "Das heutige Spielfeld wird noch gespielt, eine Auswertung würde es verraten: Sie öffnet, wenn der Tag endet, %s. `/daily review yesterday` zeigt den gestrigen Tag.",
	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. Today is the first day of the daily here, so there's no earlier day to review yet.":                                  "Das heutige Spielfeld wird noch gespielt, eine Auswertung würde es verraten: Sie öffnet, wenn der Tag endet, %s. Heute ist hier der erste Tag des Tagesrätsels, also gibt es noch keinen früheren Tag zum Auswerten.",
	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, like `/daily day:%s`.":                                                                                        "Das heutige Spielfeld ist das echte Spiel: Spiel es mit `/daily` und `/guess`. Üben kannst du an Tagen, die vorbei sind, etwa `/daily day:%s`.",
	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, and today is the first day of the daily here: its board opens for review and practice when the day ends, %s.": "Das heutige Spielfeld ist das echte Spiel: Spiel es mit `/daily` und `/guess`. Üben kannst du an Tagen, die vorbei sind, und heute ist hier der erste Tag des Tagesrätsels: Sein Spielfeld öffnet sich zum Auswerten und Üben, wenn der Tag endet, %s.",
	"The daily's rules changed here on %s, and the boards of the days before aren't kept. Pick a day from %s on.":                                                                                                            "Die Regeln des Tagesrätsels haben sich hier am %s geändert, und die Spielfelder der Tage davor sind nicht gespeichert. Wähle einen Tag ab %s.",
	"The daily began here on %s (%s): there is no board here for %s.":                                                                                                                                                        "Das Tagesrätsel hat hier am %s (%s) begonnen: Für %s gibt es hier kein Spielfeld.",
	"No daily has been played here before today, so there's no past day to review yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!":                                                       "Vor heute wurde hier noch kein Tagesrätsel gespielt, also gibt es noch keinen vergangenen Tag zum Auswerten: Das heutige Spielfeld öffnet sich dafür, wenn der Tag endet, um Mitternacht. Komm morgen wieder!",
	"No daily has been played here before today, so there's no past day to practise yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!":                                                     "Vor heute wurde hier noch kein Tagesrätsel gespielt, also gibt es noch keinen vergangenen Tag zum Üben: Das heutige Spielfeld öffnet sich dafür, wenn der Tag endet, um Mitternacht. Komm morgen wieder!",
	"No daily has been played here before today, so there's no past day to look back on yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!":                                                 "Vor heute wurde hier noch kein Tagesrätsel gespielt, also gibt es noch keinen vergangenen Tag zum Zurückblicken: Das heutige Spielfeld öffnet sich dafür, wenn der Tag endet, um Mitternacht. Komm morgen wieder!",
	"This day's board has ended. Ask /daily for today's.":                                                                                                                                                                    "Das Spielfeld dieses Tages ist beendet. Das heutige bekommst du mit /daily.",

	"Live rounds aren't enabled on this bot: they need a database. Ask whoever runs the bot to set `DATABASE_URL`.":        "Live-Runden sind bei diesem Bot nicht eingeschaltet: Sie brauchen eine Datenbank. Bitte die Person, die den Bot betreibt, `DATABASE_URL` zu setzen.",
	"No round is running in this channel. Start one with `/play`.":                                                         "In diesem Kanal läuft keine Runde. Starte eine mit `/play`.",
	"That round is gone: its results were posted in the channel.":                                                          "Diese Runde gibt es nicht mehr: Ihre Ergebnisse stehen im Kanal.",
	"A round is already running in this channel: it ends %s. Join in with `/guess WORDS` or the Enter words button.":       "In diesem Kanal läuft schon eine Runde: Sie endet %s. Mach mit über `/guess WÖRTER` oder die Schaltfläche „Wörter eingeben“.",
	"The round ended %s: no more words count. The results are posted in the channel (or on their way).":                    "Die Runde ist %s zu Ende gegangen: Es zählen keine Wörter mehr. Die Ergebnisse stehen im Kanal (oder kommen gleich).",
	"This round is over: its results are on their way. Once they are posted, `/hint` helps with the daily board.":          "Diese Runde ist vorbei: Ihre Ergebnisse kommen gleich. Sobald sie da sind, hilft `/hint` beim Tagesrätsel.",
	"The round has ended: no more words count. The results are posted in the channel (or on their way).":                   "Die Runde ist zu Ende: Es zählen keine Wörter mehr. Die Ergebnisse stehen im Kanal (oder kommen gleich).",
	"Only the player who started the round, or an admin, can stop it.":                                                     "Nur wer die Runde gestartet hat, oder ein Admin, kann sie beenden.",
	"`hints` is `on` or `off`, not `%s`.":                                                                                  "`hints` ist `on` oder `off`, nicht `%s`.",
	"`%s` is not a length of time: write it like `30s`, `90s`, `2m` or `3m`, from 30 seconds to 10 minutes.":               "`%s` ist keine Zeitdauer: Schreib sie wie `30s`, `90s`, `2m` oder `3m`, von 30 Sekunden bis 10 Minuten.",
	"A round lasts from 30 seconds to 10 minutes, not %s (`%s`).":                                                          "Eine Runde dauert 30 Sekunden bis 10 Minuten, nicht %s (`%s`).",
	"A round lasts from 30 seconds to 10 minutes, not %s.":                                                                 "Eine Runde dauert 30 Sekunden bis 10 Minuten, nicht %s.",
	"There is no mode `%s`: choose `classic` (words two players both find score for nobody) or `all` (every word scores).": "Den Modus `%s` gibt es nicht: Wähle `classic` (Wörter, die zwei Spieler finden, zählen für niemanden) oder `all` (jedes Wort zählt).",
	"A round's board is 4 (Boggle), 5 (Big Boggle) or 6 (Super Big Boggle) tiles wide, not `%s`.":                          "Das Spielfeld einer Runde ist 4 (Boggle), 5 (Big Boggle) oder 6 (Super Big Boggle) Felder breit, nicht `%s`.",
	"There is no dictionary called `%s`: choose common, standard or large.":                                                "Ein Wörterbuch `%s` gibt es nicht: Wähle common, standard oder large.",
	"There is no language `%s` to play in: choose one of %s.":                                                              "Eine Sprache `%s` gibt es zum Spielen nicht: Wähle eine von %s.",
	"`%s` can't be played here: the letter `%s` is on no die of this language (%s).":                                       "`%s` kann hier nicht gespielt werden: Der Buchstabe `%s` steht auf keinem Würfel dieser Sprache (%s).",

	"You're sending commands a bit fast. Try again in %s.":           "Du schickst Befehle etwas zu schnell. Versuch es in %s noch einmal.",
	"You're sending words a bit fast: they are kept and sent in %s.": "Du schickst Wörter etwas zu schnell: Sie werden aufbewahrt und in %s gesendet.",
	"You're asking a bit fast. Try again in %s.":                     "Du fragst etwas zu schnell. Versuch es in %s noch einmal.",
	"The board is reloading a bit fast. Try again in %s.":            "Das Spielfeld lädt etwas zu schnell neu. Versuch es in %s noch einmal.",

	"Open the board from chat: /daily, or the Play on the board button under a round, gives you a personal link.": "Öffne das Spielfeld aus dem Chat: /daily oder die Schaltfläche „Auf dem Spielfeld spielen“ unter einer Runde gibt dir einen persönlichen Link.",
	"Ask the bot for a fresh link with /daily or the Play on the board button.":                                   "Hol dir beim Bot einen neuen Link mit /daily oder der Schaltfläche „Auf dem Spielfeld spielen“.",
	"Your session on this board has ended. %s":                                                                    "Deine Sitzung auf diesem Spielfeld ist beendet. %s",
	"Your session is not valid. %s":                                                                               "Deine Sitzung ist ungültig. %s",
	"The board only takes words from its own page: open it from chat.":                                            "Das Spielfeld nimmt nur Wörter von seiner eigenen Seite an: Öffne es aus dem Chat.",
	"Send JSON.":             "Sende JSON.",
	`Send {"words": "..."}.`: `Sende {"words": "..."}.`,
	"That's more than %d bytes of words; enter at most %d words at a time.": "Das sind mehr als %d Bytes an Wörtern; gib höchstens %d Wörter auf einmal ein.",
	"Which word? Drag across the tiles or type one.":                        "Welches Wort? Zieh über die Felder oder tipp eins ein.",

	"This board has no live updates: reload the page to see the latest.":                                                      "Dieses Spielfeld hat keine Live-Updates: Lade die Seite neu, um den neuesten Stand zu sehen.",
	"Too many pages are following games right now: live updates pause, and the page tries again in a few seconds.":            "Gerade verfolgen zu viele Seiten Spiele: Die Live-Updates pausieren, und die Seite versucht es in ein paar Sekunden noch einmal.",
	"This board is open in more than %d tabs: this one gets no live updates. Close another and it catches up within seconds.": "Dieses Spielfeld ist in mehr als %d Tabs offen: Dieser Tab bekommt keine Live-Updates. Schließ einen anderen, dann holt er in wenigen Sekunden auf.",
}
