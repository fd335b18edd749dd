package i18n

// german is the bot's words in German, with "du" as games do. Game
// vocabulary: a board is das Spielfeld, a round eine Runde, the daily das
// Tagesrätsel, a hint ein Tipp, a tile ein Feld, a channel ein Kanal.
// Commands, their options and the values a player types (`/daily`,
// `hints:on`, `classic`, `yesterday`) stay as the bot reads them. The
// buttons read „Auf dem Spielfeld spielen“ and „Wörter eingeben“.
var german = Messages{
	// The label of the buttons that open the board inside Discord (discord.ActivityLabel).
	"Play in Discord": "In Discord spielen",
	// Dictionary tiers' names inside a sentence (TierName): "the %s dictionary".
	"dictionary tier: common":   "Basis",
	"dictionary tier: standard": "Standard",
	"dictionary tier: large":    "Erweitert",

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

	"That's %d words; enter at most %d at a time.": "Das sind %d Wörter; gib höchstens %d auf einmal ein.",

	"I can't read the day `%s`: write it YYYY-MM-DD, like `%s`, or `yesterday`.": "Das Datum `%s` verstehe ich nicht: schreib es als JJJJ-MM-TT, etwa `%s`, oder `yesterday` (gestern).",

	"There is no such day as `%s` (%s): write a day YYYY-MM-DD, like `%s`, or `yesterday`.": "Den Tag `%s` gibt es nicht (%s): schreib ein Datum als JJJJ-MM-TT, etwa `%s`, oder `yesterday` (gestern).",

	"You've found every word on this board (`%s`): there is nothing left to hint. Well played!": "Du hast alle Wörter auf diesem Spielfeld (`%s`) gefunden: Es gibt keinen Tipp mehr. Gut gespielt!",

	"This board (`%s`) has no word in its dictionary, so there is nothing to hint.": "Auf diesem Spielfeld (`%s`) steht kein Wort aus seinem Wörterbuch, also gibt es keinen Tipp.",

	"Hints have already shown you every word you have left, so there is no new hint (and none is counted). The %d words: %s. Enter them: they count as found, for no points.": Plural{
		One:   "Die Tipps haben dir dein letztes Wort schon gezeigt, also gibt es keinen neuen Tipp (und es wird keiner gezählt). Das Wort: %[2]s. Gib es ein: Es zählt als gefunden, ohne Punkte.",
		Other: "Die Tipps haben dir alle übrigen Wörter schon gezeigt, also gibt es keinen neuen Tipp (und es wird keiner gezählt). Die %d Wörter: %s. Gib sie ein: Sie zählen als gefunden, ohne Punkte.",
	},

	"This round was started without hints, so there are none until it ends %s. Start a round with hints with `/play hints:on`; after the round, `/hint` helps with the daily board.": "Diese Runde wurde ohne Tipps gestartet, also gibt es keine, bis sie endet (%s). Starte eine Runde mit Tipps mit `/play hints:on`; nach der Runde hilft `/hint` beim Tagesrätsel.",

	"The daily challenge isn't enabled on this bot: it needs a database. Ask whoever runs the bot to set `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` and `/study` work as usual.": "Das Tagesrätsel ist bei diesem Bot nicht eingeschaltet: Es braucht eine Datenbank. Bitte die Person, die den Bot betreibt, `DATABASE_URL` zu setzen. `/solve`, `/path`, `/random`, `/define` und `/study` funktionieren wie gewohnt.",

	"This server has no daily settings yet: an admin sets them with `/daily setup`.": "Dieser Server hat noch keine Einstellungen für das Tagesrätsel: Ein Admin legt sie mit `/daily setup` fest.",

	"I can't set that up: the server is not named.": "Das kann ich nicht einrichten: Der Server ist nicht angegeben.",

	"I can't set that up: the time is wrong. `%s` is not a time of day: write HH:MM on a 24-hour clock, like 09:00 or 18:30.": "Das kann ich nicht einrichten: Die Uhrzeit stimmt nicht. `%s` ist keine Uhrzeit: Schreib HH:MM im 24-Stunden-Format, etwa 09:00 oder 18:30.",

	"I can't set that up: the timezone is wrong. There is no timezone `%s`: use a name like Europe/Paris, America/New_York or UTC.": "Das kann ich nicht einrichten: Die Zeitzone stimmt nicht. Die Zeitzone `%s` gibt es nicht: Nimm einen Namen wie Europe/Berlin, America/New_York oder UTC.",

	"I can't set that up: the size is wrong. The daily board is 4 (4x4) or 5 (5x5), not %d.": "Das kann ich nicht einrichten: Die Größe stimmt nicht. Das Spielfeld des Tagesrätsels ist 4 (4x4) oder 5 (5x5), nicht %d.",

	"I can't set that up: the dictionary is wrong. There is no dictionary `%s`: choose common, standard or large.": "Das kann ich nicht einrichten: Das Wörterbuch stimmt nicht. Das Wörterbuch `%s` gibt es nicht: Wähle common (Basis), standard oder large (Erweitert).",

	"Find a word on today's board first: `/daily` shows it, `/guess` plays it. Then `/daily share` gives a summary to paste anywhere, with no spoilers.": "Finde zuerst ein Wort auf dem heutigen Spielfeld: `/daily` zeigt es, `/guess` spielt ein Wort. Danach gibt dir `/daily share` eine Zusammenfassung ohne Spoiler zum Teilen.",

	"Practice needs a database that keeps it, and this bot's doesn't. Ask whoever runs the bot.": "Zum Üben braucht es eine Datenbank, die die Übungen speichert, und die dieses Bots tut das nicht. Frag die Person, die den Bot betreibt.",

	"%s hasn't come yet: today is %s here. You can review days that have ended.": "Der %s ist noch nicht da: Hier ist heute %s. Du kannst dir Tage ansehen, die schon vorbei sind.",

	"%s hasn't come yet: today is %s here. You can practise days that have ended.": "Der %s ist noch nicht da: Hier ist heute %s. Du kannst Tage üben, die schon vorbei sind.",

	"%s hasn't come yet: today is %s here. You can look back on days that have ended.": "Der %s ist noch nicht da: Hier ist heute %s. Du kannst auf Tage zurückblicken, die schon vorbei sind.",

	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. `/daily review yesterday` looks back at yesterday.": "Das heutige Spielfeld wird noch gespielt, eine Auswertung würde es verraten: Sie öffnet, wenn der Tag endet, %s. `/daily review yesterday` zeigt den gestrigen Tag.",

	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. Today is the first day of the daily here, so there's no earlier day to review yet.": "Das heutige Spielfeld wird noch gespielt, eine Auswertung würde es verraten: Sie öffnet, wenn der Tag endet, %s. Heute ist hier der erste Tag des Tagesrätsels, also gibt es noch keinen früheren Tag zum Auswerten.",

	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, like `/daily day:%s`.": "Das heutige Spielfeld ist das echte Spiel: Spiel es mit `/daily` und `/guess`. Üben kannst du an Tagen, die vorbei sind, etwa `/daily day:%s`.",

	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, and today is the first day of the daily here: its board opens for review and practice when the day ends, %s.": "Das heutige Spielfeld ist das echte Spiel: Spiel es mit `/daily` und `/guess`. Üben kannst du an Tagen, die vorbei sind, und heute ist hier der erste Tag des Tagesrätsels: Sein Spielfeld öffnet sich zum Auswerten und Üben, wenn der Tag endet, %s.",

	"The daily's rules changed here on %s, and the boards of the days before aren't kept. Pick a day from %s on.": "Die Regeln des Tagesrätsels haben sich hier am %s geändert, und die Spielfelder der Tage davor sind nicht gespeichert. Wähle einen Tag ab %s.",

	"The daily began here on %s (%s): there is no board here for %s.": "Das Tagesrätsel hat hier am %s (%s) begonnen: Für %s gibt es hier kein Spielfeld.",

	"No daily has been played here before today, so there's no past day to review yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!": "Vor heute wurde hier noch kein Tagesrätsel gespielt, also gibt es noch keinen vergangenen Tag zum Auswerten: Das heutige Spielfeld öffnet sich dafür, wenn der Tag endet, um Mitternacht. Komm morgen wieder!",

	"No daily has been played here before today, so there's no past day to practise yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!": "Vor heute wurde hier noch kein Tagesrätsel gespielt, also gibt es noch keinen vergangenen Tag zum Üben: Das heutige Spielfeld öffnet sich dafür, wenn der Tag endet, um Mitternacht. Komm morgen wieder!",

	"No daily has been played here before today, so there's no past day to look back on yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!": "Vor heute wurde hier noch kein Tagesrätsel gespielt, also gibt es noch keinen vergangenen Tag zum Zurückblicken: Das heutige Spielfeld öffnet sich dafür, wenn der Tag endet, um Mitternacht. Komm morgen wieder!",

	"This day's board has ended. Ask /daily for today's.": "Das Spielfeld dieses Tages ist beendet. Das heutige bekommst du mit /daily.",

	"Live rounds aren't enabled on this bot: they need a database. Ask whoever runs the bot to set `DATABASE_URL`.": "Live-Runden sind bei diesem Bot nicht eingeschaltet: Sie brauchen eine Datenbank. Bitte die Person, die den Bot betreibt, `DATABASE_URL` zu setzen.",

	"No round is running in this channel. Start one with `/play`.": "In diesem Kanal läuft keine Runde. Starte eine mit `/play`.",

	"That round is gone: its results were posted in the channel.": "Diese Runde gibt es nicht mehr: Ihre Ergebnisse stehen im Kanal.",

	"A round is already running in this channel: it ends %s. Join in with `/guess WORDS` or the Enter words button.": "In diesem Kanal läuft schon eine Runde: Sie endet %s. Mach mit über `/guess WÖRTER` oder die Schaltfläche „Wörter eingeben“.",

	"The round ended %s: no more words count. The results are posted in the channel (or on their way).": "Die Runde ist %s zu Ende gegangen: Es zählen keine Wörter mehr. Die Ergebnisse stehen im Kanal (oder kommen gleich).",

	"This round is over: its results are on their way. Once they are posted, `/hint` helps with the daily board.": "Diese Runde ist vorbei: Ihre Ergebnisse kommen gleich. Sobald sie da sind, hilft `/hint` beim Tagesrätsel.",

	"The round has ended: no more words count. The results are posted in the channel (or on their way).": "Die Runde ist zu Ende: Es zählen keine Wörter mehr. Die Ergebnisse stehen im Kanal (oder kommen gleich).",

	"Only the player who started the round, or an admin, can stop it.": "Nur wer die Runde gestartet hat, oder ein Admin, kann sie beenden.",

	"`hints` is `on` or `off`, not `%s`.": "`hints` ist `on` oder `off`, nicht `%s`.",

	"`%s` is not a length of time: write it like `30s`, `90s`, `2m` or `3m`, from 30 seconds to 10 minutes.": "`%s` ist keine Zeitdauer: Schreib sie wie `30s`, `90s`, `2m` oder `3m`, von 30 Sekunden bis 10 Minuten.",

	"A round lasts from 30 seconds to 10 minutes, not %s (`%s`).": "Eine Runde dauert 30 Sekunden bis 10 Minuten, nicht %s (`%s`).",

	"A round lasts from 30 seconds to 10 minutes, not %s.": "Eine Runde dauert 30 Sekunden bis 10 Minuten, nicht %s.",

	"There is no mode `%s`: choose `classic` (words two players both find score for nobody) or `all` (every word scores).": "Den Modus `%s` gibt es nicht: Wähle `classic` (Wörter, die zwei Spieler finden, zählen für niemanden) oder `all` (jedes Wort zählt).",

	"A round's board is 4 (Boggle), 5 (Big Boggle) or 6 (Super Big Boggle) tiles wide, not `%s`.": "Das Spielfeld einer Runde ist 4 (Boggle), 5 (Big Boggle) oder 6 (Super Big Boggle) Felder breit, nicht `%s`.",

	"There is no dictionary called `%s`: choose common, standard or large.": "Ein Wörterbuch `%s` gibt es nicht: Wähle common (Basis), standard oder large (Erweitert).",

	"There is no language `%s` to play in: choose one of %s.": "Eine Sprache `%s` gibt es zum Spielen nicht: Wähle eine von %s.",

	"`%s` can't be played here: the letter q is only on the Qu tile, so every q must be followed by u.": "`%s` kann hier nicht gespielt werden: Der Buchstabe q steht nur auf dem Qu-Feld, also muss auf jedes q ein u folgen.",
	"`%s` can't be played here: the letter `%s` is on no die of this language (%s).":                    "`%s` kann hier nicht gespielt werden: Der Buchstabe `%s` steht auf keinem Würfel dieser Sprache (%s).",
	"That word is empty: type its letters (%s).":                                                        "Dieses Wort ist leer: Gib seine Buchstaben ein (%s).",
	"`%s` is not on the board: no path of touching tiles spells it.":                                    "`%s` liegt nicht auf dem Spielfeld: Kein Weg über benachbarte Felder ergibt es.",
	"`%s` is not in the %s dictionary.":                                                                 "`%s` steht nicht im Wörterbuch %s.",
	"`%s` is too short: a word here has at least %d letters.":                                           "`%s` ist zu kurz: Ein Wort hat hier mindestens %d Buchstaben.",
	"`%s` is not a word: letters a-z only.":                                                             "`%s` ist kein Wort: nur Buchstaben a-z.",
	"You already found `%s`.":                                                                           "Du hast `%s` schon gefunden.",
	"`%s` was revealed by a hint: found, no points.":                                                    "`%s` wurde durch einen Tipp verraten: gefunden, ohne Punkte.",
	"`%s` is too tangled to check: the board repeats its letters too often.":                            "`%s` ist zu verwickelt zum Prüfen: Das Spielfeld wiederholt seine Buchstaben zu oft.",
	"`%s` is too long: a word has at most %d letters.":                                                  "`%s` ist zu lang: Ein Wort hat höchstens %d Buchstaben.",
	"`%s` has no letters: type a word's letters (%s).":                                                  "`%s` enthält keine Buchstaben: Gib die Buchstaben eines Wortes ein (%s).",

	"You're sending commands a bit fast. Try again in %s.": "Du schickst Befehle etwas zu schnell. Versuch es in %s noch einmal.",

	"You're sending words a bit fast: they are kept and sent in %s.": "Du schickst Wörter etwas zu schnell: Sie werden aufbewahrt und in %s gesendet.",

	"You're asking a bit fast. Try again in %s.": "Du fragst etwas zu schnell. Versuch es in %s noch einmal.",

	"The board is reloading a bit fast. Try again in %s.": "Das Spielfeld lädt etwas zu schnell neu. Versuch es in %s noch einmal.",

	"Open the board from chat: /daily, or the Play on the board button under a round, gives you a personal link.": "Öffne das Spielfeld aus dem Chat: /daily oder die Schaltfläche „Auf dem Spielfeld spielen“ unter einer Runde gibt dir einen persönlichen Link.",

	"Ask the bot for a fresh link with /daily or the Play on the board button.": "Hol dir beim Bot einen neuen Link mit /daily oder der Schaltfläche „Auf dem Spielfeld spielen“.",

	"Your session on this board has ended. %s": "Deine Sitzung auf diesem Spielfeld ist beendet. %s",
	"Your session is not valid. %s":            "Deine Sitzung ist ungültig. %s",

	"The board only takes words from its own page: open it from chat.": "Das Spielfeld nimmt nur Wörter von seiner eigenen Seite an: Öffne es aus dem Chat.",

	"Send JSON.": "Sende JSON.",
	// The Discord Activity's sign-in.

	"The Discord Activity isn't set up on this bot (DISCORD_CLIENT_SECRET).": "Die Discord-Aktivität ist bei diesem Bot nicht eingerichtet (DISCORD_CLIENT_SECRET).",

	"Send {\"code\": ...} from the SDK's authorize.": "Sende den {\"code\": ...}, den das authorize des SDK liefert.",

	"The guild and channel must be Discord ids.": "Server und Kanal müssen Discord-IDs sein.",

	"This device is signing in very often. Wait a few seconds, then close the Activity and open it again.": "Dieses Gerät meldet sich sehr oft an. Warte ein paar Sekunden, dann schließe die Aktivität und öffne sie erneut.",

	"Many players are opening the board at once. Close the Activity and open it again in a few seconds.": "Gerade öffnen viele Spieler gleichzeitig das Spielfeld. Schließe die Aktivität und öffne sie in ein paar Sekunden erneut.",

	"Discord is slow to answer. Close the Activity and open it again in a moment.": "Discord antwortet langsam. Schließe die Aktivität und öffne sie gleich erneut.",

	"Discord did not accept the sign-in. Close the Activity and open it again.": "Discord hat die Anmeldung nicht angenommen. Schließe die Aktivität und öffne sie erneut.",

	"Discord did not say who you are. Close the Activity and open it again.": "Discord hat nicht gesagt, wer du bist. Schließe die Aktivität und öffne sie erneut.",

	"The Activity's instance id is not one Discord gives. Close the Activity and open it again.": "Die Instanz-ID der Aktivität ist keine, die Discord vergibt. Schließe die Aktivität und öffne sie erneut.",

	"Discord does not know this Activity any more. Close it and open it again from the channel.": "Discord kennt diese Aktivität nicht mehr. Schließe sie und öffne sie erneut aus dem Kanal.",

	"Discord does not list you in this Activity. Close it and open it again from the channel.": "Discord führt dich nicht in dieser Aktivität. Schließe sie und öffne sie erneut aus dem Kanal.",

	"This Activity runs somewhere else than the page says. Close it and open it again from the channel.": "Diese Aktivität läuft woanders, als die Seite angibt. Schließe sie und öffne sie erneut aus dem Kanal.",

	"Discord did not list your servers. Close the Activity and open it again.": "Discord hat deine Server nicht aufgelistet. Schließe die Aktivität und öffne sie erneut.",

	"You are not a member of the server this Activity runs in.": "Du bist kein Mitglied des Servers, in dem diese Aktivität läuft.",

	"No round is running in this channel, and the daily challenge isn't enabled.": "In diesem Kanal läuft keine Runde, und das Tagesrätsel ist nicht aktiviert.",

	`Send {"words": "..."}.`: `Sende {"words": "..."}.`,

	"That's more than %d bytes of words; enter at most %d words at a time.": "Das sind mehr als %d Bytes an Wörtern; gib höchstens %d Wörter auf einmal ein.",

	"Which word? Drag across the tiles or type one.": "Welches Wort? Zieh über die Felder oder tipp eins ein.",

	"This board has no live updates: reload the page to see the latest.": "Dieses Spielfeld hat keine Live-Updates: Lade die Seite neu, um den neuesten Stand zu sehen.",

	"Your words were NOT saved: the bot cannot write to its database right now. This is not something trying again can fix; the bot's admins have been told.": "Deine Wörter wurden NICHT gespeichert: Der Bot kann gerade nicht in seine Datenbank schreiben. Ein neuer Versuch hilft dabei nicht; die Admins des Bots wurden benachrichtigt.",
	"Your words were NOT saved: the database did not answer in time. Send them again in a moment.":                                                            "Deine Wörter wurden NICHT gespeichert: Die Datenbank hat nicht rechtzeitig geantwortet. Schick sie gleich noch einmal.",
	"Too many pages are following games right now: live updates pause, and the page tries again in a few seconds.":                                            "Gerade verfolgen zu viele Seiten Spiele: Die Live-Updates pausieren, und die Seite versucht es in ein paar Sekunden noch einmal.",

	"This board is open in more than %d tabs: this one gets no live updates. Close another and it catches up within seconds.": "Dieses Spielfeld ist in mehr als %d Tabs offen: Dieser Tab bekommt keine Live-Updates. Schließ einen anderen, dann holt er in wenigen Sekunden auf.",

	// The web board (web): its titles, and a link's refusal.
	"Daily board · %s":             "Tagesrätsel · %s",
	"Practice · %s":                "Übung · %s",
	"Live round · %dx%d · %s · %s": "Live-Runde · %dx%d · %s · %s",
	"%d minutes":                   Plural{One: "%d Minute", Other: "%d Minuten"},
	"This link doesn't work":       "Dieser Link funktioniert nicht",
	"It was not made by this bot, or it was changed on the way. Ask the bot again with /daily, or the Play on the board button under a round.": "Er stammt nicht von diesem Bot oder wurde unterwegs verändert. Frag den Bot noch einmal mit /daily oder über die Schaltfläche „Auf dem Spielfeld spielen“ unter einer Runde.",
	"This link has expired": "Dieser Link ist abgelaufen",
	"Links to the board work for 15 minutes after the bot gives them. Ask for a fresh one with /daily, or the Play on the board button under a round.": "Links zum Spielfeld gelten 15 Minuten, nachdem der Bot sie gibt. Hol dir einen neuen mit /daily oder über die Schaltfläche „Auf dem Spielfeld spielen“ unter einer Runde.",

	// Discord: the commands' descriptions and choices (at most 100 characters each).
	"4x4":      "4x4",
	"5x5":      "5x5",
	"6x6":      "6x6",
	"all":      "alle (all)",
	"all time": "insgesamt",
	"boggle":   "boggle",
	"classic":  "klassisch (classic)",
	"common":   "gängig (common)",

	"delete-server: erase this server's data (admins)": "delete-server: die Daten dieses Servers löschen (Admins)",

	"delete: erase my data":          "delete: meine Daten löschen",
	"export: send me a copy (JSON)":  "export: mir eine Kopie schicken (JSON)",
	"large":                          "groß (large)",
	"off":                            "aus (off)",
	"on":                             "an (on)",
	"plain":                          "einfach (plain)",
	"rich":                           "ergiebig (rich)",
	"round wins":                     "Rundensiege",
	"scramble":                       "scramble",
	"standard":                       "standard",
	"this week":                      "diese Woche",
	"today":                          "heute",
	"what is kept, and for how long": "was gespeichert wird, und wie lange",
	"4 (Boggle), 5 (Big Boggle) or 6 (Super Big Boggle)": "4 (Boggle), 5 (Big Boggle) oder 6 (Super Big Boggle)",

	"4 (Boggle, default), 5 (Big Boggle) or 6 (Super Big Boggle)": "4 (Boggle, Standard), 5 (Big Boggle) oder 6 (Super Big Boggle)",

	"A command (solve, daily setup…) or `boards`": "Ein Befehl (solve, daily setup…) oder `boards`",

	"A hint, only for you: the next step for this channel's round, else the daily board": "Ein Tipp nur für dich: zur Runde in diesem Kanal, sonst zum Tagesrätsel",

	"A past day: your words, the best you missed, their paths": "Ein vergangener Tag: deine Wörter, die besten verpassten, ihre Wege",

	"End this channel's round now (whoever started it, or an admin)": "Die Runde in diesem Kanal jetzt beenden (wer sie gestartet hat, oder ein Admin)",

	"Guess words privately: the channel's round, else the daily board": "Wörter privat raten: in der Runde des Kanals, sonst im Tagesrätsel",

	"Points, streaks and best day in the daily; live rounds won": "Punkte, Serien und bester Tag im Tagesrätsel; gewonnene Live-Runden",

	"Roll a board from real Boggle dice and make it this channel's board": "Ein Spielfeld mit echten Boggle-Würfeln werfen und zum Spielfeld dieses Kanals machen",

	"Set the channel, time and timezone of the daily board posts (server admins)": "Kanal, Uhrzeit und Zeitzone der Beiträge des Tagesrätsels festlegen (Server-Admins)",

	"Show where a word lies on a board": "Zeigen, wo ein Wort auf einem Spielfeld liegt",

	"Solve a Boggle board: every word, the points, and the best words' paths": "Ein Boggle-Spielfeld lösen: alle Wörter, die Punkte und die Wege der besten Wörter",

	"Start a timed round of Boggle in this channel: everyone hunts words on one board": "Eine Boggle-Runde auf Zeit in diesem Kanal starten: alle suchen auf demselben Spielfeld",

	"The daily's scores (season, today, week, all time) or live round wins": "Punkte im Tagesrätsel (Saison, heute, Woche, insgesamt) oder gewonnene Live-Runden",

	"The words most worth learning for a board size: most points per board first": "Die lohnendsten Wörter zum Lernen für eine Spielfeldgröße: die punktstärksten zuerst",

	"Today's daily board and your progress on it (only you see it)": "Das heutige Tagesrätsel und dein Fortschritt (nur du siehst es)",

	"What a word means, from WordNet; an inflected form finds its base word": "Was ein englisches Wort bedeutet, laut WordNet; eine gebeugte Form findet ihre Grundform",

	"What bogglebot keeps about you; export a copy or delete it": "Was bogglebot über dich speichert; eine Kopie exportieren oder löschen",

	"What each command does; /help COMMAND for its options, /help boards for boards": "Was jeder Befehl tut; /help BEFEHL für seine Optionen, /help boards für Spielfelder",

	"Your day as spoiler-free text to paste anywhere": "Dein Tag als spoilerfreier Text zum Teilen",

	"a board to play, e.g. lqre slus atic nren, or best (one of the best boards known)": "ein Spielfeld, z. B. lqre slus atic nren, oder best (eines der besten bekannten)",

	"about (default), export, delete, or delete-server (admins)": "about (Standard), export, delete oder delete-server (Admins)",

	"board size: 4 (Boggle, default) or 5 (Big Boggle)": "Spielfeldgröße: 4 (Boggle, Standard) oder 5 (Big Boggle)",

	"board size: 4 (default), 5 or 6": "Spielfeldgröße: 4 (Standard), 5 oder 6",

	"classic (words two players find cancel, default) or all (every word scores)": "classic (doppelt gefundene Wörter fallen weg, Standard) oder all (jedes Wort zählt)",

	"fewest letters a word needs (default 3 on 4x4, 4 on bigger boards)": "Mindestzahl an Buchstaben pro Wort (Standard 3 bei 4x4, 4 bei größeren Spielfeldern)",

	"how long: 30s to 10m, e.g. 90s or 2m (default 3m)": "wie lange: 30s bis 10m, z. B. 90s oder 2m (Standard 3m)",

	"how many top words to draw (1-10, default 5)": "wie viele Top-Wörter gezeichnet werden (1-10, Standard 5)",
	"how many words (1-30, default 15)":            "wie viele Wörter (1-30, Standard 15)",

	"local time of the board's post, HH:MM on a 24-hour clock (default 09:00)": "Ortszeit des Beitrags, HH:MM im 24-Stunden-Format (Standard 09:00)",

	"may players ask /hint: on or off (default off in classic, on in all)": "dürfen Spieler /hint nutzen: on oder off (Standard off bei classic, on bei all)",

	"plain (one roll, default) or rich (the richest of many rolls)": "plain (ein Wurf, Standard) oder rich (der ergiebigste von vielen Würfen)",

	"replay a past day for practice, YYYY-MM-DD (never counts)": "einen vergangenen Tag zum Üben spielen, JJJJ-MM-TT (zählt nie)",

	"scoring: boggle (default) or scramble (Scramble with Friends letter values)": "Wertung: boggle (Standard) oder scramble (Buchstabenwerte von Scramble with Friends)",

	"language of play: a code such as fr, de, pl, uk (default en; any other code lists them all)": "Spielsprache: ein Code wie fr, de, pl, uk (Standard en; ein unbekannter Code listet alle auf)",

	"language of the daily board: a code such as fr, de, pl (default en; a wrong one lists all)": "Sprache des Tagesrätsels: ein Code wie fr, de, pl (Standard en; ein unbekannter listet alle auf)",

	"size and quality in any order, e.g. 5 rich": "Größe und Qualität in beliebiger Reihenfolge, z. B. 5 rich",

	"size, time and mode in any order, e.g. 5 2m all": "Größe, Dauer und Modus in beliebiger Reihenfolge, z. B. 5 2m all",

	// What a command's free text holds, in /help's synopsis (`/random [SIZE QUALITY]`).
	"BOARD":          "SPIELFELD",
	"WORD":           "WORT",
	"WORDS":          "WÖRTER",
	"SIZE":           "GRÖSSE",
	"SIZE QUALITY":   "GRÖSSE QUALITÄT",
	"SIZE TIME MODE": "GRÖSSE DAUER MODUS",
	"DAY":            "TAG",
	"COMMAND":        "BEFEHL",
	"ACTION":         "AKTION",

	"stop the daily posts (scores are kept)": "die Beiträge des Tagesrätsels beenden (Punkte bleiben erhalten)",

	"the board (default: the last board solved or rolled in this channel)": "das Spielfeld (Standard: das zuletzt gelöste oder geworfene in diesem Kanal)",

	"the letters row by row, e.g. lqre slus atic nren (default: this channel's board)": "die Buchstaben Zeile für Zeile, z. B. lqre slus atic nren (Standard: das Spielfeld des Kanals)",

	"the word to define, e.g. recitals": "das (englische) Wort, z. B. recitals",

	"the word to trace (then, optionally, the board)": "das Wort, dessen Weg gezeigt wird (danach, wenn gewünscht, das Spielfeld)",

	"the words you found, separated by spaces": "die gefundenen Wörter, durch Leerzeichen getrennt",

	"season (default: this month), today, week, all, or rounds (live round wins)": "season (Standard: dieser Monat), today, week, all oder rounds (gewonnene Live-Runden)",

	"where days run midnight to midnight, e.g. Europe/Paris (default UTC)": "Zeitzone der Tage (Mitternacht bis Mitternacht), z. B. Europe/Berlin (Standard UTC)",

	"where the daily board and results are posted (default: this channel)": "Kanal für das Tagesrätsel und die Ergebnisse (Standard: dieser Kanal)",

	"which day, YYYY-MM-DD or yesterday (default: yesterday)": "welcher Tag, JJJJ-MM-TT oder yesterday (Standard: gestern)",

	"whose stats (default: yours)": "wessen Statistik (Standard: deine)",

	"word list judging guesses: common (default), standard or large": "Wortliste für die Bewertung: common (Standard), standard oder large",

	"word list: common, standard or large (default: the bot's, standard unless its admin chose)": "Wortliste: common, standard oder large (Standard: die des Bots, standard, sofern nicht geändert)",

	"word list: common, standard or large (default: the daily's)": "Wortliste: common, standard oder large (Standard: die des Tagesrätsels)",

	// Images (package render): headers, legends, labels.
	"%d points":     Plural{One: "%d Punkt", Other: "%d Punkte"},
	"%d pts":        Plural{One: "%d Pkt.", Other: "%d Pkt."},
	"%d words · %s": Plural{One: "%d Wort · %s", Other: "%d Wörter · %s"},

	"%d words · %s · %d cancelled": Plural{One: "%d Wort · %s · gestrichen: %d", Other: "%d Wörter · %s · gestrichen: %d"},

	"cancelled":               "gestrichen",
	"missed":                  "verpasst",
	"No words on this board.": "Keine Wörter auf diesem Spielfeld.",
	"and %d more:":            "und %d weitere:",
	// The daily's share text (challenge.Share.Print) and its score ladder.
	"bogglebot #%s · %dx%d":      "bogglebot Nr. %s · %dx%d",
	"%d words":                   Plural{One: "%d Wort", Other: "%d Wörter"},
	"(of %d words on the board)": Plural{One: "(von %d Wort auf dem Spielfeld)", Other: "(von %d Wörtern auf dem Spielfeld)"},
	"longest %d letters":         Plural{One: "längstes %d Buchstabe", Other: "längstes %d Buchstaben"},
	"🔥 %d-day streak":            Plural{One: "🔥 %d Tag in Folge", Other: "🔥 %d Tage in Folge"},
	"💡 %d hints":                 Plural{One: "💡 %d Tipp", Other: "💡 %d Tipps"},
	"%d%% of the points":         "%d %% der Punkte",
	"under 1%% of the points":    "unter 1 %% der Punkte",
	"Beginner":                   "Anfänger",
	"Good Start":                 "Guter Start",
	"Moving Up":                  "Es geht voran",
	"Good":                       "Gut",
	"Solid":                      "Solide",
	"Nice":                       "Schön",
	"Great":                      "Großartig",
	"Amazing":                    "Erstaunlich",
	"Genius":                     "Genie",
	"Queen Bee":                  "Bienenkönigin",
	// Chat: the daily's share (bot/share.go).

	"That Share button was for %s, and that day has ended: a share is of today's board. `/daily share` shares today's once you have a word; `/daily review %s` looks back at that day.": "Diese Teilen-Schaltfläche war für den %s, und dieser Tag ist vorbei: Geteilt wird nur das heutige Spielfeld. `/daily share` teilt das heutige, sobald du ein Wort hast; `/daily review %s` blickt auf jenen Tag zurück.",

	"That button is no longer available. `/daily` shows today's board.": "Diese Schaltfläche gibt es nicht mehr. `/daily` zeigt das heutige Spielfeld.",

	// Chat: the runtime's refusals; reviews and practice (bot/review.go).

	"I'm restarting. Please try again in a few seconds.": "Ich starte neu. Bitte versuch es in ein paar Sekunden noch einmal.",

	"I'm very busy right now. Please try again in a few seconds.": "Ich bin gerade sehr beschäftigt. Bitte versuch es in ein paar Sekunden noch einmal.",

	"You already have %d commands on the way. Wait for them, then try again.": Plural{One: "Du hast schon %d Befehl unterwegs. Warte auf ihn und versuch es dann noch einmal.", Other: "Du hast schon %d Befehle unterwegs. Warte auf sie und versuch es dann noch einmal."},

	"**Review, %s** `%s` · %dx%d, %s dictionary": "**Rückblick: %s** `%s` · %dx%d, Wörterbuch %s",

	"You didn't play that day. The board hid %s worth %s.": "An diesem Tag hast du nicht gespielt. Das Spielfeld verbarg %s, insgesamt %s.",

	"You found **%d of %s, %d of %s**.": "Du hast **%d/%s, %d/%s** gefunden.",

	"Replay it for practice with `/daily day:%s`: it never counts for the leaderboard or your streak.": "Spiel es zum Üben noch einmal mit `/daily day:%s`: Das zählt nie für die Rangliste oder deine Serie.",

	"Your words:":        "Deine Wörter:",
	"Found in practice:": "Beim Üben gefunden:",
	"Best you missed:":   "Die besten verpassten:",

	"…and %d more words you missed.": Plural{One: "…und %d weiteres Wort, das du verpasst hast.", Other: "…und %d weitere Wörter, die du verpasst hast."},

	"**You found every word on the board!**": "**Du hast alle Wörter auf dem Spielfeld gefunden!**",

	"**Practice: %s** `%s` (%dx%d, %s dictionary). It doesn't count for the leaderboard, your streak or stats.": "**Übung: %s** `%s` (%dx%d, Wörterbuch %s). Das zählt nicht für die Rangliste, deine Serie oder deine Statistik.",

	"It hides %s worth %s.":                      "Es verbirgt %s, insgesamt %s.",
	"In practice you've found **%d of %s, %s**.": "Beim Üben hast du **%d/%s, %s** gefunden.",

	"For the next %s, `/guess words:one two three` plays this board. `/daily` goes back to today's; `/daily review %s` shows what you missed.": "Für die nächsten %s spielt `/guess words:eins zwei drei` auf diesem Spielfeld. `/daily` führt zurück zum heutigen; `/daily review %s` zeigt, was du verpasst hast.",

	"%sWhich words? For example `/guess words:quilts relic slur`. You're practising %s: `/daily day:%s` shows its board, `/daily` goes back to today's.": "%sWelche Wörter? Zum Beispiel `/guess words:quilts relic slur`. Du übst mit dem Spielfeld vom %s: `/daily day:%s` zeigt es, `/daily` führt zurück zum heutigen.",

	"**Practice, %s:** ":   "**Übung, %s:** ",
	"**+%s** (practice). ": "**+%s** (Übung). ",

	"In practice you have **%d of %s, %s**; it doesn't count. `/daily` goes back to today's board.": "Beim Üben hast du **%d/%s, %s**; das zählt nicht. `/daily` führt zurück zum heutigen Spielfeld.",

	"That button belongs to a round in another channel: press My words under the round's results there.": "Diese Schaltfläche gehört zu einer Runde in einem anderen Kanal: Drück dort „Meine Wörter“ unter den Ergebnissen der Runde.",

	"That round isn't over yet: your words show here once its results are posted.": "Diese Runde ist noch nicht vorbei: Deine Wörter erscheinen hier, sobald ihre Ergebnisse da sind.",

	"(cancelled)":              "(gestrichen)",
	"**Your round** `%s` · %s": "**Deine Runde** `%s` · %s",

	"You didn't enter a word in this round. The board hid %s worth %s.": "Du hast in dieser Runde kein Wort eingegeben. Das Spielfeld verbarg %s, insgesamt %s.",

	"You found **%s** of %s and scored **%s**": "Du hast **%s** gefunden (möglich: %s) und **%s** geholt",
	" (words someone else also found cancel)":  " (Wörter, die auch jemand anderes fand, fallen weg)",
	"Start another with `/play`.":              "Starte eine neue mit `/play`.",
	// Chat: /help (bot/help.go); the commands' descriptions above serve it too.

	"**bogglebot** solves Boggle boards and runs games. Commands:": "**bogglebot** löst Boggle-Spielfelder und veranstaltet Spiele. Befehle:",

	"`/help COMMAND` shows a command's options and examples, `/help boards` how to type a board.": "`/help BEFEHL` zeigt die Optionen und Beispiele eines Befehls, `/help boards`, wie man ein Spielfeld eingibt.",

	"%s: off":      "%s", // under **Bei diesem Bot ausgeschaltet:**, said once
	"%s: off (%s)": "%s (%s)",
	"the daily challenge, live rounds, hints and /privacy":                                 "das Tagesrätsel, Live-Runden, Tipps und /privacy",
	"no database: set %s to a SQLite file or a postgres:// URL; on the console, --db FILE": "keine Datenbank: setze %s auf eine SQLite-Datei oder eine postgres://-URL; auf der Konsole --db DATEI",
	"the web board": "das Web-Spielfeld",
	"the server sets %s and %s to turn it on": "der Server setzt %s und %s, um es einzuschalten",
	"**Off on this bot:**":                    "**Bei diesem Bot ausgeschaltet:**",
	"`/help COMMAND`: a command's options and examples; `/help boards`: how to type a board; `/help off`: what is off on this bot.": "`/help BEFEHL`: Optionen und Beispiele eines Befehls; `/help boards`: ein Spielfeld eingeben; `/help off`: was bei diesem Bot ausgeschaltet ist.",
	"Why, and how to turn them on: `/help off`.": "Warum, und wie man sie einschaltet: `/help off`.",
	"`%s` (or %s)": "`%s` (oder %s)",
	"Examples: %s": "Beispiele: %s",

	"There is no help on `%s`.%s Type `/help` for the list of commands, or `/help boards` for how to type a board.": "Zu `%s` gibt es keine Hilfe.%s Gib `/help` für die Liste der Befehle ein oder `/help boards`, um zu sehen, wie man ein Spielfeld eingibt.",

	"**Boards** are typed row by row, in any case:\n• `lqre slus atic nren` — rows split by spaces (or `/` or `,`)\n• `perslatgsineters` — all tiles in one run\n• `l qu r e / s l u s / a t i c / n r e n` — one tile per word; `q` alone is the Qu tile\n• `[th]` is a two-letter die face (Super Big Boggle) and `#` a blank tile\nSizes 3x3 to 8x8. Options go as `name:value`, e.g. `top:8`, `dict:large`.": "**Spielfelder** werden Zeile für Zeile eingegeben, in Groß- oder Kleinbuchstaben:\n• `lqre slus atic nren` — Zeilen durch Leerzeichen getrennt (oder `/` oder `,`)\n• `perslatgsineters` — alle Felder am Stück\n• `l qu r e / s l u s / a t i c / n r e n` — ein Feld pro Wort; `q` allein ist das Qu-Feld\n• `[th]` ist eine Würfelseite mit zwei Buchstaben (Super Big Boggle) und `#` ein leeres Feld\nGrößen von 3x3 bis 8x8. Optionen schreibt man als `name:wert`, z. B. `top:8`, `dict:large`.",

	// Chat: /daily and /guess (bot/daily.go, bot/shared.go).
	"%d hints":          Plural{One: "%d Tipp", Other: "%d Tipps"},
	" (%d hints taken)": Plural{One: " (%d Tipp genommen)", Other: " (%d Tipps genommen)"},

	"🐝 **%s** · %d more points to %s": Plural{Arg: 2, One: "🐝 **%s** · noch %d Punkt bis %s", Other: "🐝 **%s** · noch %d Punkte bis %s"},

	"🐝 **%s**: every point on the board!": "🐝 **%s**: alle Punkte des Spielfelds!",

	"%sWhich words? For example `/guess words:quilts relic slur`. `/daily` shows today's board.": "%sWelche Wörter? Zum Beispiel `/guess words:quilts relic slur`. `/daily` zeigt das heutige Spielfeld.",

	"%sWhich words? Type them separated by spaces, for example `/guess quilts relic slur`.": "%sWelche Wörter? Gib sie durch Leerzeichen getrennt ein, zum Beispiel `/guess quilts relic slur`.",

	"**Daily board, %s**: `%s` (%dx%d, %s dictionary)": "**Tagesrätsel, %s**: `%s` (%dx%d, Wörterbuch %s)",
	"Accepted:":      "Angenommen:",
	"Already found:": "Schon gefunden:",

	"I read no word in `%s`: a word is letters a-z. ": "In `%s` lese ich kein Wort: Ein Wort besteht aus den Buchstaben a-z. ",

	"No words yet today. `/daily` shows the board (`%s`).": "Heute noch keine Wörter. `/daily` zeigt das Spielfeld (`%s`).",

	"Not a word (letters a-z only):":                     "Kein Wort (nur Buchstaben a-z):",
	"A q with no u after it (q is only on the Qu tile):": "Ein q ohne u danach (q steht nur auf dem Qu-Feld):",
	"Letters that no die of %s has:":                     "Buchstaben, die kein Würfel auf %s trägt:",
	"No letters:":                                        "Keine Buchstaben:",
	"Too long (at most %d letters):":                     "Zu lang (höchstens %d Buchstaben):",
	"Not in the %s dictionary:":                          "Nicht im Wörterbuch %s:",
	"Not on the board:":                                  "Nicht auf dem Spielfeld:",
	"Play on the board":                                  "Auf dem Spielfeld spielen",
	"**1st**":                                            "**1.**",
	"**2nd**":                                            "**2.**",
	"**3rd**":                                            "**3.**",
	"Opening the board… If nothing opens, use the Play on the board button.": "Das Spielfeld öffnet sich… Wenn sich nichts öffnet, nutze die Schaltfläche „Auf dem Spielfeld spielen“.",
	"**Leaderboard, live rounds won**":                                       "**Rangliste, gewonnene Live-Runden**",
	"No round has been played here yet. Start one with `/play`.":             "Hier wurde noch keine Runde gespielt. Starte eine mit `/play`.",
	"Revealed by a hint (found, no points):":                                 "Durch einen Tipp verraten (gefunden, ohne Punkte):",
	"Share":                                                                  "Teilen",
	"Today you have **%s, %s**%s: rank %d of %d.":                            "Heute hast du **%s, %s**%s: Platz %d von %d.",
	"Too short (%d+ letters):":                                               "Zu kurz (mindestens %d Buchstaben):",

	"Too tangled to check (the board repeats their letters too often):": "Zu verwickelt zum Prüfen (das Spielfeld wiederholt ihre Buchstaben zu oft):",

	"Words need %d+ letters, through touching tiles, each tile once. Guess with `/guess words:one two three`; only you see your guesses. The day ends in %s (midnight, %s).": "Wörter brauchen mindestens %d Buchstaben auf sich berührenden Feldern, jedes Feld nur einmal. Rate mit `/guess words:eins zwei drei`; nur du siehst deine Versuche. Der Tag endet in %s (Mitternacht, %s).",

	"You haven't found any words yet%s. It hides %s worth %s.": "Du hast noch keine Wörter gefunden%s. Es verbirgt %s, insgesamt %s.",

	"You've found **%d of %s, %s**%s: rank %d of %d.": "Du hast **%d/%s, %s** gefunden%s: Platz %d von %d.",
	"Your words: ": "Deine Wörter: ",
	// Chat: /solve, /path, /random (bot/builtin.go).
	" It isn't in the %s dictionary either.": " Im Wörterbuch %s steht es auch nicht.",
	"%d+ letters":                            "mindestens %d Buchstaben",
	"%dx%d · %s dictionary":                  "%dx%d · Wörterbuch %s",
	"%s dictionary":                          "Wörterbuch %s",
	"%s dictionary, %s":                      "Wörterbuch %s, %s",

	"%s: `%s`\nIt hides %s (%s dictionary). Find them, then `/solve` to see them all or `/path WORD` to check one.": "%s: `%s`\nEs verbirgt %s (Wörterbuch %s). Finde sie, dann zeigt `/solve` alle und `/path WORT` prüft eins.",

	"**%s** is not on the board `%s` (it is a word, but its letters don't join up here).": "**%s** ist nicht auf dem Spielfeld `%s` (es ist ein Wort, aber seine Buchstaben hängen hier nicht zusammen).",

	"**%s** is not on the board `%s` (it isn't in the %s dictionary either).": "**%s** ist nicht auf dem Spielfeld `%s` (und auch nicht im Wörterbuch %s).",

	"**%s** is not on the board `%s`: %s.%s": "**%s** ist nicht auf dem Spielfeld `%s`: %s.%s",

	"**%s** is on the board `%s`, but it isn't in the %s dictionary, so it scores nothing.": "**%s** ist auf dem Spielfeld `%s`, steht aber nicht im Wörterbuch %s und bringt daher nichts.",

	"**%s** is on the board `%s`, but words need %d+ letters to score here.": "**%s** ist auf dem Spielfeld `%s`, aber hier zählen nur Wörter mit mindestens %d Buchstaben.",

	"**%s**: %s on `%s` (%s).": "**%s**: %s auf `%s` (%s).",
	"**%s**: %s on `%s`.":      "**%s**: %s auf `%s`.",
	"**%s, %s** on `%s` (%s)":  "**%s, %s** auf `%s` (%s)",

	"`%s` is a link, not a word: type the word's letters.": "`%s` ist ein Link, kein Wort: Gib die Buchstaben des Worts ein.",
	"`%s` is not a word: `%s` is not a letter.":            "`%s` ist kein Wort: `%s` ist kein Buchstabe.",
	"A word is letters a-z only, and `%s` is not.":         "Ein Wort besteht nur aus den Buchstaben a-z, und `%s` ist keins.",

	"I can't tell whether **%s** is on the board `%s`: the board repeats its letters so often that I stopped searching before I found a path or ruled one out.%s": "Ich kann nicht sagen, ob **%s** auf dem Spielfeld `%s` ist: Es wiederholt seine Buchstaben so oft, dass ich die Suche beendet habe, bevor ich einen Weg fand oder ausschließen konnte.%s",

	"New %dx%d board from the %s dice": "Neues %dx%d-Spielfeld mit den Würfeln %s",
	"New rich %dx%d board, %s":         "Neues ergiebiges %dx%d-Spielfeld, %s",

	"No words here. Try `dict:large`, or a board with more vowels.": "Hier gibt es keine Wörter. Versuch `dict:large` oder ein Spielfeld mit mehr Vokalen.",

	"No words of %d+ letters here. Try a lower `min`, `dict:large`, or a board with more vowels.": "Hier gibt es keine Wörter mit mindestens %d Buchstaben. Versuch ein kleineres `min`, `dict:large` oder ein Spielfeld mit mehr Vokalen.",

	"Not in the %s dictionary":                 "Nicht im Wörterbuch %s",
	"Path (row, column from the top left): %s": "Weg (Zeile, Spalte von links oben): %s",
	"Scramble scoring":                         "Scramble-Wertung",

	"That button is no longer available. Run `/solve` again.": "Diese Schaltfläche gibt es nicht mehr. Führ `/solve` noch einmal aus.",

	"This board repeats its letters so much that I stopped searching after %d steps: the list may be missing words.": "Dieses Spielfeld wiederholt seine Buchstaben so oft, dass ich nach %d Schritten aufgehört habe: Der Liste können Wörter fehlen.",

	"Too short: words need %d+ letters to score on %dx%d": "Zu kurz: Auf %[2]dx%[3]d zählen erst Wörter mit mindestens %[1]d Buchstaben",

	"Top %d: ": "Top %d: ",
	// Chat: live rounds, what only the player sees (bot/round.go).
	" (before the words others also found cancel)": " (bevor Wörter wegfallen, die auch andere gefunden haben)",
	"**Round:** ":   "**Runde:** ",
	". It ends %s.": ". Sie endet %s.",
	"Enter words":   "Wörter eingeben",
	"Your words":    "Deine Wörter",

	"That button belongs to a round in another channel.": "Diese Schaltfläche gehört zu einer Runde in einem anderen Kanal.",

	"That button is no longer available. Start a round with `/play`.": "Diese Schaltfläche gibt es nicht mehr. Starte eine Runde mit `/play`.",

	"That form belongs to a round in another channel.": "Dieses Formular gehört zu einer Runde in einem anderen Kanal.",

	"The board doesn't open inside this app. Use the Play on the board button.": "Das Spielfeld öffnet sich nicht in dieser App. Nimm die Schaltfläche „Auf dem Spielfeld spielen“.",

	"The last round in this channel has just ended and its results are on their way: `/play` again once they are posted, in a moment.": "Die letzte Runde in diesem Kanal ist gerade zu Ende, ihre Ergebnisse kommen gleich: Starte `/play` noch einmal, sobald sie da sind.",

	"The web board isn't enabled on this bot. Enter your words with `/guess WORDS`.": "Das Web-Spielfeld ist bei diesem Bot nicht eingeschaltet. Gib deine Wörter mit `/guess WÖRTER` ein.",

	"Type or paste as many words as you like, separated by spaces or new lines": "Schreib oder füg so viele Wörter ein, wie du willst, getrennt durch Leerzeichen oder Zeilenumbrüche",

	"Type your words with `/guess WORDS`, separated by spaces.": "Gib deine Wörter mit `/guess WÖRTER` ein, durch Leerzeichen getrennt.",

	"You have **%s, %s** in this round": "Du hast **%s, %s** in dieser Runde",

	"Your personal link to this round's board (it opens for 15 minutes; don't share it: it plays as you). The round ends %s.": "Dein persönlicher Link zum Spielfeld dieser Runde (er gilt 15 Minuten; teil ihn nicht: Er spielt als du). Die Runde endet %s.",

	// Chat: /hint (bot/hint.go). "the daily board" follows "on" (German: dative).
	"the daily board":   "dem Spielfeld des Tagesrätsels",
	"the round's board": "dem Spielfeld der Runde",

	"**Hint %d: words left.** You have **%s** to find on %s, worth %s. By first letter and length:": "**Tipp %d: übrige Wörter.** Du hast noch **%s** auf %s zu finden, insgesamt %s. Nach Anfangsbuchstabe und Länge:",

	"**Hint %d: where your words left start.** The number on each tile counts the words you have left that can start there (a word that can start on two tiles counts on both).": "**Tipp %d: wo deine übrigen Wörter beginnen.** Die Zahl auf jedem Feld zählt deine übrigen Wörter, die dort beginnen können (ein Wort, das auf zwei Feldern beginnen kann, zählt auf beiden).",

	"**Hint %d: a %d-letter word starting with `%s`**, on %s. It now scores nothing for you, since a hint gave it away; every other word scores as usual.": "**Tipp %d: ein Wort mit %d Buchstaben, das mit `%s` beginnt**, auf %s. Es bringt dir jetzt nichts mehr, weil ein Tipp es verraten hat; alle anderen Wörter zählen wie gewohnt.",

	"**Hint %d: the path of %s** (%d letters) on %s: %s. It scores nothing for you now; every other word scores as usual.": "**Tipp %d: der Weg von %s** (%d Buchstaben) auf %s: %s. Es bringt dir jetzt nichts mehr; alle anderen Wörter zählen wie gewohnt.",

	"Hint %d · scores nothing for you": "Tipp %d · bringt dir nichts",

	"Hint %d · where your %d words left start": Plural{Arg: 2, One: "Tipp %[1]d · wo dein letztes übriges Wort beginnt", Other: "Tipp %d · wo deine %d übrigen Wörter beginnen"},

	"Hints in this round: %d (shown beside your score). Next `/hint`: %s.": "Tipps in dieser Runde: %d (neben deinem Punktestand angezeigt). Nächster `/hint`: %s.",

	"Hints today: %d (shown beside your score). Next `/hint`: %s.": "Tipps heute: %d (neben deinem Punktestand angezeigt). Nächster `/hint`: %s.",

	"You're practising %s, and hints are for today's board and live rounds only: a hint now would count on today's score. `/daily` goes back to today's board; then `/hint` helps there.": "Du übst mit dem Spielfeld vom %s, und Tipps gibt es nur für das heutige Spielfeld und Live-Runden: Ein Tipp jetzt würde beim heutigen Punktestand zählen. `/daily` führt zurück zum heutigen Spielfeld; dort hilft dann `/hint`.",

	"a heat map of where they start":        "eine Karte, wo sie beginnen",
	"its path":                              "sein Weg",
	"the first two letters of another word": "die ersten zwei Buchstaben eines anderen Worts",
	"the first two letters of one word":     "die ersten zwei Buchstaben eines Worts",
	// Chat: /leaderboard (the channel's language) and /stats (bot/daily.go).
	"%d days":                    Plural{One: "%d Tag", Other: "%d Tage"},
	"%d rounds won of %d played": Plural{One: "%d Runde von %d gewonnen", Other: "%d Runden von %d gewonnen"},
	"%d rounds":                  Plural{One: "%d Runde", Other: "%d Runden"},
	"…and %d more players.":      Plural{One: "…und %d weiterer Spieler.", Other: "…und %d weitere Spieler."},
	" You are #%d with %s.":      " Du bist Nr. %d (%s).",
	"%s hasn't played the daily challenge here yet.": "%s hat hier noch kein Tagesrätsel gespielt.",
	"**%s** in the daily challenge":                  "**%s** im Tagesrätsel",
	"**Leaderboard, %s**":                            "**Rangliste, %s**",
	"**Leaderboard, all time**":                      "**Rangliste, aller Zeiten**",
	"**Leaderboard, this week** (since %s)":          "**Rangliste, diese Woche** (seit %s)",
	"🔥 Streak: %s":                                   "🔥 Serie: %s",
	"❄️ Streak freezes: %d of %d":                    "❄️ Serienschoner: %d von %d",
	"🏆 Season of %s: #%d of %d":                      "🏆 Saison %s: Platz %d von %d",
	"🏆 Season of %s: not on the board yet":           "🏆 Saison %s: noch nicht in der Rangliste",
	"USER": "SPIELER",
	"this server's stats instead: players per day, the season's race (admins)": "stattdessen die Statistik des Servers: Spieler pro Tag, Saisonrennen (Admins)",
	"see this server's stats": "die Statistik dieses Servers sehen",
	"**This server in the daily**, season of %s: %s this season, %d today, over %s.": "**Dieser Server im Tagesrätsel**, Saison %s: %s in dieser Saison, %d heute, über %s.",
	"1st":             "1.",
	"Best words":      "Beste Wörter",
	"Daily challenge": "Tagesrätsel",
	"Daily scores":    "Tagespunkte",
	"Days played":     "Gespielte Tage",
	"Players per day": "Spieler pro Tag",
	"Season of %s":    "Saison %s",
	"Stats of %s in the daily: %s, %s; a streak of %s (best %s); a calendar of the last %d weeks with %s played, %d on the podium; the spread of daily scores; the best words.": "Statistik von %s im Tagesrätsel: %s, %s; eine Serie von %s (Rekord %s); ein Kalender der letzten %d Wochen mit %s gespielt, %d auf dem Podium; die Verteilung der Tagespunkte; die besten Wörter.",
	"The season's race":        "Das Rennen der Saison",
	"The season's race: %s.":   "Das Rennen der Saison: %s.",
	"This server in the daily": "Dieser Server im Tagesrätsel",
	"This server's daily in the season of %s: players each day (at most %d on one day), and the season's race: %s.": "Das Tagesrätsel dieses Servers in der Saison %s: Spieler pro Tag (höchstens %d an einem Tag) und das Rennen der Saison: %s.",
	"`freezes` is a number of streak freezes from 0 (off) to %d, not `%s`.":                                         "`freezes` ist eine Zahl von Serienschonern von 0 (aus) bis %d, nicht `%s`.",
	"best streak":           "beste Serie",
	"day streak":            "Tage Serie",
	"days":                  "Tage",
	"days played":           "Tage gespielt",
	"freezes":               "Serienschoner",
	"frozen":                "geschont",
	"nobody has scored yet": "noch hat niemand gepunktet",
	"played":                "gespielt",
	"players":               "Spieler",
	"podium":                "Podium",
	"points":                "Punkte",
	"words":                 "Wörter",
	"• Streak freezes: **%d** of %d (one more every %d days played; a missed day spends one)":                                                     "• Serienschoner: **%d** von %d (einer mehr alle %d gespielten Tage; ein verpasster Tag verbraucht einen)",
	"• Streak freezes: a player keeps up to **%d**, earns one every %d days played, and a missed day spends one instead of breaking their streak": "• Serienschoner: Jeder behält bis zu **%d**, verdient einen alle %d gespielten Tage, und ein verpasster Tag verbraucht einen, statt die Serie zu brechen",
	"streak freezes a player may keep: one earned every 7 days played; 0 is off":                                                                  "Serienschoner pro Spieler: einer alle 7 gespielten Tage; 0 schaltet sie aus",
	"I can't read the season `%s`: a season is a month, written YYYY-MM, like `2026-11`.":                                                         "Die Saison `%s` kann ich nicht lesen: Eine Saison ist ein Monat, geschrieben JJJJ-MM, etwa `2026-11`.",
	"The season `%s` hasn't happened yet: this season is %s. `/leaderboard season` shows its race.":                                               "Die Saison `%s` hat noch nicht stattgefunden: Die laufende Saison ist %s. `/leaderboard season` zeigt ihr Rennen.",
	"%[1]s %[2]s": "%[1]s %[2]s",
	"this season": "diese Saison",
	"a past season: its month, written YYYY-MM (2026-11)": "eine vergangene Saison: ihr Monat als JJJJ-MM (2026-11)",
	"PERIOD":                            "ZEITRAUM",
	"**Final standings, season of %s**": "**Endstand, Saison %s**",
	"**Leaderboard, season of %s** (day %d of %d)": "**Rangliste, Saison %s** (Tag %d von %d)",
	"Nobody played the daily that season.":         "In dieser Saison hat niemand das Tagesrätsel gespielt.",
	"The season ends after %s; then a new race begins. `/leaderboard week` and `/leaderboard all` show the other views.": "Die Saison endet nach %s; dann beginnt ein neues Rennen. `/leaderboard week` und `/leaderboard all` zeigen die anderen Ranglisten.",
	"**Awards**":      "**Auszeichnungen**",
	"Awards":          "Auszeichnungen",
	"Awards: %s.":     "Auszeichnungen: %s.",
	"Best day":        "Bester Tag",
	"Final standings": "Endstand",
	"Final standings of the season of %s: %s.": "Endstand der Saison %s: %s.",
	"Longest streak":             "Längste Serie",
	"Longest word":               "Längstes Wort",
	"Most words":                 "Meiste Wörter",
	"Nobody played this season.": "Niemand hat in dieser Saison gespielt.",
	"The rest of the race":       "Der Rest des Rennens",
	"• Most words: **%s**, %s":   "• Meiste Wörter: **%s**, %s",
	"• Longest word: **%s** (%s), by **%s** on %s":                "• Längstes Wort: **%s** (%s), von **%s** am %s",
	"• Best day: **%s**, %s on %s":                                "• Bester Tag: **%s**, %s am %s",
	"• Longest streak: **%s**, %s in a row":                       "• Längste Serie: **%s**, %s in Folge",
	"The season of %s starts now: `/leaderboard` shows its race.": "Die Saison %s beginnt jetzt: `/leaderboard` zeigt ihr Rennen.",

	"Nobody has scored yet. Be the first: `/daily` shows the board, `/guess` plays it.": "Noch hat niemand gepunktet. Sei der Erste: `/daily` zeigt das Spielfeld, `/guess` spielt es.",

	"There is no `%s` leaderboard: choose `season`, `today`, `week`, `all`, `rounds`, or a past season written YYYY-MM.": "Eine Rangliste `%s` gibt es nicht: Wähle `season`, `today`, `week`, `all`, `rounds` oder eine vergangene Saison als JJJJ-MM.",

	"You haven't played the daily challenge here yet. `/daily` shows today's board; `/guess` plays it.": "Du hast hier noch kein Tagesrätsel gespielt. `/daily` zeigt das heutige Spielfeld; `/guess` spielt es.",

	"• **%s**, %s over %s":               "• **%s**, %s (%s gespielt)",
	"• Best day: **%s** on %s":           "• Bester Tag: **%s** am %s",
	"• Favourite long word: **%s** (%s)": "• Lieblingswort (lang): **%s** (%s)",

	"• Favourite long word: found today, revealed after midnight (%d letters)": "• Lieblingswort (lang): heute gefunden, wird nach Mitternacht verraten (%d Buchstaben)",

	"• Live rounds: **%s played**, %s won": "• Live-Runden: **%s gespielt**, %s gewonnen",
	"• Streak: **%s** (best %s)":           "• Serie: **%s** (Rekord %s)",
	// Discord: the lang: option's description (bot/lang.go).
	// Chat: the handler chain's own answers (bot/chain.go).
	"Only server admins can use `/%s`.": "Nur Server-Admins können `/%s` verwenden.",

	"That button is no longer available. Run the command again.": "Diese Schaltfläche gibt es nicht mehr. Führ den Befehl noch einmal aus.",

	"That took too long and was cancelled. Please try again.": "Das hat zu lange gedauert und wurde abgebrochen. Bitte versuch es noch einmal.",

	// Chat: /privacy (bot/privacy.go).
	"%d daily words":         Plural{One: "%d Wort im Tagesrätsel", Other: "%d Wörter im Tagesrätsel"},
	"%d hours":               Plural{One: "%d Stunde", Other: "%d Stunden"},
	"%d practice words":      Plural{One: "%d Übungswort", Other: "%d Übungswörter"},
	"%d round words":         Plural{One: "%d Rundenwort", Other: "%d Rundenwörter"},
	"%d servers":             Plural{One: "%d Server", Other: "%d Servern"},
	"%s and %s":              "%s und %s",
	"%s in %s":               "%s in %s",
	"%s on %s":               "%s (%s)",
	"%s, in %s":              "%s, auf %s",
	"**Kept now:** %s.":      "**Derzeit gespeichert:** %s.",
	"**Kept now:** nothing.": "**Derzeit gespeichert:** nichts.",
	"**What bogglebot keeps about you** on %s:": "**Was bogglebot über dich speichert** auf %s:",
	"Delete my data":            "Meine Daten löschen",
	"Delete this server's data": "Serverdaten löschen",

	"Done: everything bogglebot kept about this server is erased.": "Erledigt: Alles, was bogglebot über diesen Server gespeichert hatte, ist gelöscht.",

	"Done: everything bogglebot kept about you on %s is erased.": "Erledigt: Alles, was bogglebot auf %s über dich gespeichert hatte, ist gelöscht.",

	"Here is everything bogglebot keeps about you on %s (%s), as JSON.": "Hier ist alles, was bogglebot auf %s über dich speichert (%s), als JSON.",

	"It is kept %s, and erased %s after bogglebot is removed from a server, when the platform tells it.": "Es wird %s gespeichert und %s nach dem Entfernen von bogglebot aus einem Server gelöscht, sobald die Plattform es meldet.",

	"Nothing else: not your messages, not your e-mail.": "Sonst nichts: nicht deine Nachrichten, nicht deine E-Mail.",

	"That button erases another player's data: only they can press it. Run `/privacy delete` to erase yours.": "Diese Schaltfläche löscht die Daten eines anderen Spielers: Nur er kann sie drücken. `/privacy delete` löscht deine.",

	"That button erases another server's data: run `/privacy delete-server` in the server you mean.": "Diese Schaltfläche löscht die Daten eines anderen Servers: Führ `/privacy delete-server` in dem Server aus, den du meinst.",

	"That button is from an older version of bogglebot: run `/privacy` again.": "Diese Schaltfläche stammt aus einer älteren Version von bogglebot: Führ `/privacy` noch einmal aus.",

	"There is no server in a direct message: `/privacy delete` erases your own data.": "In einer Direktnachricht gibt es keinen Server: `/privacy delete` löscht deine eigenen Daten.",

	"This bot is running without a database (none is set up, or it could not be opened when the bot started), so it keeps nothing about you now: only, for a day at most and in memory, the last board typed in each channel, and for seconds your rate limit. There is nothing to export or delete here.": "Dieser Bot läuft ohne Datenbank (keine ist eingerichtet, oder sie ließ sich beim Start nicht öffnen), also speichert er derzeit nichts über dich: nur höchstens einen Tag lang im Speicher das zuletzt eingegebene Spielfeld jedes Kanals und für Sekunden dein Tempolimit. Hier gibt es nichts zu exportieren oder zu löschen.",

	"This erases everything bogglebot keeps about this server: its daily challenge settings, and every player's words, hints, practice and rounds here. The daily stops until someone runs `/daily setup` again. It cannot be undone.": "Das löscht alles, was bogglebot über diesen Server speichert: die Einstellungen des Tagesrätsels und die Wörter, Tipps, Übungen und Runden aller Spieler hier. Das Tagesrätsel pausiert, bis jemand wieder `/daily setup` ausführt. Das lässt sich nicht rückgängig machen.",

	"This erases everything bogglebot keeps about you on %s, in every server: %s. Leaderboards and round standings are worked out again without you (messages already posted in channels stay as they are). It cannot be undone.": "Das löscht alles, was bogglebot auf %s über dich speichert, in allen Servern: %s. Ranglisten und Rundenergebnisse werden ohne dich neu berechnet (schon gepostete Nachrichten in Kanälen bleiben, wie sie sind). Das lässt sich nicht rückgängig machen.",

	"`%s` is not something `/privacy` does: did you mean `/privacy %s`? It does `about`, `export`, `delete` and `delete-server`.": "`%s` kann `/privacy` nicht: Meintest du `/privacy %s`? Es kann `about`, `export`, `delete` und `delete-server`.",

	"`%s` is not something `/privacy` does: use `about`, `export`, `delete` or `delete-server`. For example `/privacy export`.": "`%s` kann `/privacy` nicht: Nimm `about`, `export`, `delete` oder `delete-server`. Zum Beispiel `/privacy export`.",

	"`/privacy export` sends you a copy; `/privacy delete` erases it.": "`/privacy export` schickt dir eine Kopie; `/privacy delete` löscht alles.",

	"as long as the server keeps bogglebot": "solange der Server bogglebot behält",

	"bogglebot keeps nothing about you on %s: there is nothing to delete.": "bogglebot speichert auf %s nichts über dich: Es gibt nichts zu löschen.",

	"bogglebot keeps nothing about you on %s: there is nothing to export.": "bogglebot speichert auf %s nichts über dich: Es gibt nichts zu exportieren.",

	"for %s, then aged out": "%s lang und dann entfernt",
	"this platform":         "dieser Plattform",
	"your name":             "dein Name",

	"• the daily words you found (points and time), the hints you took, and your practice replays;": "• die Wörter, die du im Tagesrätsel gefunden hast (Punkte und Zeit), deine Tipps und deine Übungsrunden;",

	"• your display name, beside your scores in each server;": "• dein Anzeigename neben deinen Punkten in jedem Server;",

	"• your words, hints and standing in live rounds, and the rounds you started;": "• deine Wörter, Tipps und Platzierungen in Live-Runden und die Runden, die du gestartet hast;",

	// Chat: /study (bot/study.go).

	"**Words worth learning on %dx%d boards** (%s dictionary), most points per board first. Over %d rolls of the %s dice, a board held %.0f words, %.0f points on average.": "**Lohnende Wörter für %dx%d-Spielfelder** (Wörterbuch %s), die punktstärksten pro Spielfeld zuerst. Über %d Würfe der Würfel %s hatte ein Spielfeld im Schnitt %.0f Wörter und %.0f Punkte.",
	"The list of words worth learning on %dx%d boards in %s is being prepared: it is made once, then kept. Try again in a minute.":                                          "Die Liste lohnender Wörter für %dx%d-Spielfelder auf %s wird gerade erstellt: Sie entsteht einmal und bleibt dann erhalten. Versuch es in einer Minute noch einmal.",

	"The count is given twice (`%s` and `%s`). %s": "Die Anzahl ist doppelt angegeben (`%s` und `%s`). %s",

	"The dictionary is given twice (`%s` and `%s`). %s": "Das Wörterbuch ist doppelt angegeben (`%s` und `%s`). %s",

	"Too many numbers in `%s`. %s": "Zu viele Zahlen in `%s`. %s",
	"Too many words in `%s`. %s":   "Zu viele Wörter in `%s`. %s",

	"`%s` is not a size, a dictionary or a count. %s": "`%s` ist weder eine Größe noch ein Wörterbuch noch eine Anzahl. %s",

	"%.0f%%":                    "%.0f %%",
	"%.1f%%":                    "%.1f %%",
	"%.2f%%":                    "%.2f %%",
	"`%s` on %s of boards · %s": "`%s` auf %s der Spielfelder · %s",

	"`/study` takes a size (4, 5 or 6), a dictionary (%s) and how many words (1-%d), for example `/study 5 large 20`.": "`/study` nimmt eine Größe (4, 5 oder 6), ein Wörterbuch (%s) und eine Anzahl Wörter (1-%d), zum Beispiel `/study 5 large 20`.",

	"`count` must be a whole number from 1 to %d, not `%s`.": "`count` muss eine ganze Zahl von 1 bis %d sein, nicht `%s`.",

	"`size` must be 4, 5 or 6, not `%s`. %s": "`size` muss 4, 5 oder 6 sein, nicht `%s`. %s",
	// Chat: /define's own words (bot/define.go); WordNet's definitions stay English, and say so.
	" and ":                   " und ",
	"**%s** is a form of %s.": "**%s** ist eine Form von %s.",
	"Also: %s.":               "Außerdem: %s.",

	"From WordNet 3.0 (Princeton University).": "Aus WordNet 3.0 (Princeton University): Die Definitionen sind auf Englisch.",

	"One word at a time, please: `%s` is %d words. For example `/define sinecure`.": "Bitte ein Wort auf einmal: `%s` sind %d Wörter. Zum Beispiel `/define sinecure`.",

	"That word is on bogglebot's blocklist of slurs, so I don't define it.": "Dieses Wort steht auf bogglebots Sperrliste für Beleidigungen, also erkläre ich es nicht.",

	"Which word? For example `/define sinecure`.": "Welches Wort? Zum Beispiel `/define sinecure`.",

	"WordNet has no entry for `%s`. It holds nouns, verbs, adjectives and adverbs, not names or little words like `the`.": "WordNet hat keinen Eintrag für `%s`. Es enthält englische Substantive, Verben, Adjektive und Adverbien, keine Namen und keine kleinen Wörter wie `the`.",

	"`%s` is %d letters long; I define words of at most %d.": "`%s` hat %d Buchstaben; ich erkläre Wörter mit höchstens %d.",

	// Chat: /daily setup's confirmation (the channel's language) and tomorrow's rules (bot/daily.go).
	"%dx%d board, %s dictionary":        "%dx%d-Spielfeld, Wörterbuch %s",
	"**Daily challenge set up** by %s.": "**Tagesrätsel eingerichtet** von %s.",

	"**Daily posts stopped** by %s. Scores are kept, and everyone can still play with `/daily` and `/guess`. Turn the posts back on with `/daily setup channel:#channel`.": "**Beiträge des Tagesrätsels beendet** von %s. Die Punkte bleiben erhalten, und alle können weiter mit `/daily` und `/guess` spielen. Schalte die Beiträge mit `/daily setup channel:#kanal` wieder ein.",

	"**From tomorrow (%s): %s.** Today's game stays as it is.": "**Ab morgen (%s): %s.** Das heutige Spiel bleibt, wie es ist.",

	"From tomorrow (%s): %s.": "Ab morgen (%s): %s.",

	"No boards are posted on a schedule here: `/daily` shows the board whenever you like.": "Hier werden keine Spielfelder nach Zeitplan gepostet: `/daily` zeigt das Spielfeld, wann immer du willst.",

	"Set up the daily challenge in a server channel. In a direct message you play today's board on your own (UTC days), with `/daily` and `/guess`.": "Richte das Tagesrätsel in einem Serverkanal ein. In einer Direktnachricht spielst du das heutige Spielfeld allein (UTC-Tage), mit `/daily` und `/guess`.",

	"Today's board goes out at %s.":           "Das heutige Spielfeld erscheint um %s.",
	"Today's board goes out within a minute.": "Das heutige Spielfeld erscheint innerhalb einer Minute.",
	"days midnight to midnight in %s":         "Tage von Mitternacht bis Mitternacht in %s",
	"• %dx%d board, **%s** dictionary":        "• %dx%d-Spielfeld, Wörterbuch **%s**",

	"• Days run midnight to midnight in **%s** (it's %s there now)": "• Die Tage laufen von Mitternacht bis Mitternacht in **%s** (dort ist es jetzt %s)",

	"• Posts in %s: the board at **%s**, the results just after midnight": "• Beiträge in %s: das Spielfeld um **%s**, die Ergebnisse kurz nach Mitternacht",

	// Chat: /solve's buttons (bot/shared.go).
	"All %d words":             Plural{One: "Das einzige Wort", Other: "Alle %d Wörter"},
	"Show the path of a word…": "Den Weg eines Worts zeigen…",
	// Chat: reading typed commands (bot/text.go, bot/suggest.go), worded when the reader is known (bot.ErrorIn).
	" Did you mean %s or %s?":     " Meintest du %s oder %s?",
	" Did you mean %s, %s or %s?": " Meintest du %s, %s oder %s?",
	" Did you mean %s?":           " Meintest du %s?",
	" For example `%s`.":          " Zum Beispiel `%s`.",
	"A quote `\"` is not closed.": "Ein Anführungszeichen `\"` ist nicht geschlossen.",
	"Commands start with `/`, for example `/solve lqre slus atic nren`. Type `/help` to see them all.": "Befehle beginnen mit `/`, zum Beispiel `/solve lqre slus atic nren`. Gib `/help` ein, um alle zu sehen.",
	"I don't know `/%s`.%s Type `/help %s` to see its options.":                                        "`/%s` kenne ich nicht.%s Gib `/help %s` ein, um seine Optionen zu sehen.",
	"I don't know the command `%s`.%s Type `/help` to see them all.":                                   "Den Befehl `%s` kenne ich nicht.%s Gib `/help` ein, um alle zu sehen.",
	"I don't know the command `/%s`.%s Type `/help` to see what I can do.":                             "Den Befehl `/%s` kenne ich nicht.%s Gib `/help` ein, um zu sehen, was ich kann.",
	"Its options are %s.": "Seine Optionen: %s.",
	"Type a command, for example `/solve lqre slus atic nren`, or `/help`.": "Gib einen Befehl ein, zum Beispiel `/solve lqre slus atic nren`, oder `/help`.",
	"Type just `/%s`.":              "Gib einfach `/%s` ein.",
	"`%s` is given twice in `/%s`.": "`%s` steht zweimal in `/%s`.",
	"In `/%s`, I can't tell where the board ends: `board:%s` (%dx%d) or `board:%s` (%dx%d)? Put the board you mean in quotes: `board:\"%s\"` or `board:\"%s\"`.": "In `/%s` sehe ich nicht, wo das Spielfeld endet: `board:%s` (%dx%d) oder `board:%s` (%dx%d)? Setze das gemeinte Spielfeld in Anführungszeichen: `board:\"%s\"` oder `board:\"%s\"`.",
	"`/%s` has no option `%s`. %s":        "`/%s` hat keine Option `%s`. %s",
	"`/%s` needs a %s.%s":                 "`/%s` braucht die Option %s.%s",
	"`/%s` takes no free text (`%s`). %s": "`/%s` nimmt keinen freien Text (`%s`). %s",
	// Chat: the daily's scheduled posts (bot/scheduler.go), in the server's language of play.
	" …and %d more":                            " …und %d weitere",
	"**Best words nobody found:** ":            "**Die besten Wörter, die niemand fand:** ",
	"**Daily board, %s**: `%s`":                "**Tagesrätsel, %s**: `%s`",
	"**Results of the daily board, %s**: `%s`": "**Ergebnisse des Tagesrätsels, %s**: `%s`",
	"A new board is up: `/daily`.":             "Ein neues Spielfeld ist da: `/daily`.",
	"Everyone: ":                               "Alle: ",
	"Find as many words as you can before midnight (%s): %d+ letters, through touching tiles, each tile once. The board hides **%s** in the %s dictionary.": "Finde bis Mitternacht (%s) so viele Wörter wie möglich: mindestens %d Buchstaben, auf sich berührenden Feldern, jedes Feld nur einmal. Das Spielfeld verbirgt **%s** aus dem Wörterbuch %s.",
	"Nobody played this one. It hid **%s** worth %s.": "Niemand hat es gespielt. Es verbarg **%s**, insgesamt %s.",
	"Play privately with `/guess words:one two three`. `/daily` shows the board and your progress, `/leaderboard` the scores. The results and the best words nobody found come out after midnight.": "Spiel privat mit `/guess words:eins zwei drei`. `/daily` zeigt das Spielfeld und deinen Fortschritt, `/leaderboard` die Punkte. Die Ergebnisse und die besten Wörter, die niemand fand, kommen nach Mitternacht.",
	"Together you found %d of its %s (%s possible).": "Zusammen habt ihr %d seiner %s gefunden (%s möglich).",
	"You found **every word**. Well played!":         "Ihr habt **alle Wörter** gefunden. Gut gespielt!",
	"…and %d more tied":                              "…und %d weitere gleichauf",

	// Refusals worded when the request is known (package bot refusef), and cut replies.
	"(cut short)": "(gekürzt)",
	"I can't find the word in `%s`: a word is letters a-z only. For example `/path sinecure perslatgsineters`.":                                                                                 "Ich finde das Wort in `%s` nicht: Ein Wort besteht nur aus den Buchstaben a-z. Zum Beispiel `/path sinecure perslatgsineters`.",
	"I can't read `%s` in `/random %s`: give a size (4, 5 or 6) and a quality (`plain` or `rich`), for example `/random 5 rich`.":                                                               "Ich kann `%s` in `/random %s` nicht lesen: Gib eine Größe (4, 5 oder 6) und eine Qualität (`plain` oder `rich`) an, zum Beispiel `/random 5 rich`.",
	"I can't read that board: %s You typed `%s`; `/help boards` shows how to type one.":                                                                                                         "Ich kann dieses Spielfeld nicht lesen: %s Du hast `%s` eingegeben; `/help boards` zeigt, wie man ein Spielfeld eingibt.",
	"I can't read that board: %s `/help boards` shows how to type one.":                                                                                                                         "Ich kann dieses Spielfeld nicht lesen: %s `/help boards` zeigt, wie man ein Spielfeld eingibt.",
	"I don't know `%s` as a rule of `/play`: give a size (4, 5 or 6), a time (30s to 10m, like `2m`), a mode (`classic` or `all`), a dictionary (%s) or `hints`. For example `/play 5 2m all`.": "`%s` kenne ich nicht als Regel von `/play`: Gib eine Größe (4, 5 oder 6), eine Zeit (30s bis 10m, etwa `2m`), einen Modus (`classic` oder `all`), ein Wörterbuch (%s) oder `hints` an. Zum Beispiel `/play 5 2m all`.",
	"I have no best %dx%d boards for the %s dictionary.":                                                                                                                                        "Ich habe keine besten %dx%d-Spielfelder für das Wörterbuch %s.",
	"The board you gave is %dx%d, but the size asked is %d: a round plays the board you give at its own size, so leave the size out.":                                                           "Das angegebene Spielfeld ist %dx%d, die verlangte Größe aber %d: Eine Runde spielt das angegebene Spielfeld in seiner eigenen Größe, lass die Größe also weg.",
	"There are no rules called `%s`: choose `boggle` or `scramble`.":                                                                                                                            "Regeln namens `%s` gibt es nicht: Wähle `boggle` oder `scramble`.",
	"There is no dictionary called `%s`: choose %s.":                                                                                                                                            "Ein Wörterbuch `%s` gibt es nicht: Wähle %s.",
	"A round is being played in this channel: its board's words stay hidden until it ends. Give another board with `board:`.":                                                                   "In diesem Kanal läuft eine Runde: Die Wörter ihres Spielfelds bleiben bis zum Ende verborgen. Gib mit `board:` ein anderes Spielfeld an.",
	"There's no board in this channel yet. Give one with `board:`, or roll one with `/random`.":                                                                                                 "In diesem Kanal gibt es noch kein Spielfeld. Gib eins mit `board:` an oder würfle eins mit `/random`.",
	"There's no board in this channel yet. Give one, for example `%s`, or roll one with `/random`.":                                                                                             "In diesem Kanal gibt es noch kein Spielfeld. Gib eines an, zum Beispiel `%s`, oder würfle eines mit `/random`.",
	"Which word? For example `/path sinecure perslatgsineters`.":                                                                                                                                "Welches Wort? Zum Beispiel `/path sinecure perslatgsineters`.",
	"`%s` and `%s` could each be the word or the board. Say which is which, for example `/path word:%s board:%s`.":                                                                              "`%s` und `%s` könnten jeweils das Wort oder das Spielfeld sein. Sag, was was ist, zum Beispiel `/path word:%s board:%s`.",
	"`%s` must be a whole number from %d to %d, not `%s`.":                                                                                                                                      "`%s` muss eine ganze Zahl von %d bis %d sein, nicht `%s`.",
	"`/play` got two %s, `%s` and `%s`: give one.":                                                                                                                                              "`/play` hat zwei %s bekommen, `%s` und `%s`: Gib nur eine an.",
	"`/random` got two %s, `%s` and `%s`: give one.":                                                                                                                                            "`/random` hat zwei %s bekommen, `%s` und `%s`: Gib nur eine an.",
	"`quality:rich` rolls the board, and `board:%s` gives one: choose one of them.":                                                                                                             "`quality:rich` würfelt das Spielfeld, und `board:%s` gibt eines vor: Wähle eines von beiden.",
	"`quality` is `plain` (one roll) or `rich` (the richest of many rolls), not `%s`.":                                                                                                          "`quality` ist `plain` (ein Wurf) oder `rich` (das reichste vieler Würfe), nicht `%s`.",
	"`size` is 4 or 5, not `%s`.":            "`size` ist 4 oder 5, nicht `%s`.",
	"`size` must be 4, 5 or 6, not `%s`.":    "`size` muss 4, 5 oder 6 sein, nicht `%s`.",
	"`stop` is `true` or `false`, not `%s`.": "`stop` ist `true` oder `false`, nicht `%s`.",
	"hints settings":                         "Hinweis-Einstellungen",
	"sizes":                                  "Größen",
	"times":                                  "Zeiten",
	"modes":                                  "Modi",
	"dictionaries":                           "Wörterbücher",
	"languages":                              "Sprachen",
	"qualities":                              "Qualitäten",
	"(only you can see this)":                "(nur du siehst das)",
	"Definitions are English only (WordNet): `%s` is not an English word, so I have none for it.": "Definitionen gibt es nur auf Englisch (WordNet): `%s` ist kein englisches Wort, daher habe ich keine.",
	"%s stopped the round. The results follow in a moment.":                                       "%s hat die Runde beendet. Die Ergebnisse folgen gleich.",
	"(The file above was in a temporary folder, now removed: keep files with --images DIR.)":      "(Die Datei oben lag in einem temporären Ordner, der jetzt gelöscht ist: behalte Dateien mit --images ORDNER.)",
	"(The %d files above were in a temporary folder, now removed: keep them with --images DIR.)":  "(Die %d Dateien oben lagen in einem temporären Ordner, der jetzt gelöscht ist: behalte sie mit --images ORDNER.)",
	"That line is too long: a command is at most %d KB.":                                          "Diese Zeile ist zu lang: ein Befehl hat höchstens %d KB.",
	"I don't know the command %s. Did you mean /%s?":                                              "Den Befehl %s kenne ich nicht. Meintest du /%s?",
	"/click 1 (the only button)":                                                                  "/click 1 (der einzige Knopf)",
	"/click 1 to /click %d":                                                                       "/click 1 bis /click %d",
	"There is nothing to click: the last reply has no buttons.":                                   "Hier gibt es nichts zu klicken: die letzte Antwort hat keine Knöpfe.",
	"Which one? Type %s.":                                        "Welchen? Gib %s ein.",
	"There is no button %q: type %s.":                            "Es gibt keinen Knopf %q: gib %s ein.",
	"(Pressing %q under message %s, the last one with buttons.)": "(Ich drücke %q unter Nachricht %s, der letzten mit Knöpfen.)",
	"That button is a link: open %s in a browser.":               "Dieser Knopf ist ein Link: öffne %s in einem Browser.",
	"Which word? Type /click %d WORD, for example /click %d %s.": "Welches Wort? Gib /click %d WORT ein, zum Beispiel /click %d %s.",
	"(The button takes no words: I left out %q.)":                "(Dieser Knopf nimmt keine Wörter: %q habe ich weggelassen.)",
	"  [%d] %s  (type /click %d)":                                "  [%d] %s  (gib /click %d ein)",
	"  [%d] %s  (type /click %d WORD, e.g. %s)":                  "  [%d] %s  (gib /click %d WORT ein, z. B. %s)",

	// The platforms' words (Markup): who may do what, a moment.
	"Only admins can %s (on the console: bogglebot console --admin).": "Nur Admins können %s (auf der Konsole: bogglebot console --admin).",
	"Only admins can %s.":                        "Nur Admins können %s.",
	"Only server admins (Manage Server) can %s.": "Nur Server-Admins (Berechtigung „Server verwalten“) können %s.",
	"Only workspace admins and owners, and the people in the bot's SLACK_ADMINS list, can %s. Whoever runs the bot can add you to that list: your member ID is %s.": "Nur Admins und Inhaber des Workspace sowie die Personen auf der SLACK_ADMINS-Liste des Bots können %s. Wer den Bot betreibt, kann dich auf diese Liste setzen: Deine Mitglieds-ID ist %s.",
	"at %s":                             "um %s",
	"delete this server's data":         "die Daten dieses Servers löschen",
	"set up the daily challenge":        "das Tagesrätsel einrichten",
	"stop a round someone else started": "eine Runde beenden, die jemand anderes gestartet hat",

	// The All N words button's answer.
	"**%d letters** (%s each):":              "**%d Buchstaben** (je %s):",
	"**All %s on `%s`** (%s, %s)":            "**Alle %s auf `%s`** (%s, %s)",
	"the whole list, %s, is in the file %s.": "die ganze Liste, %s, steht in der Datei %s.",

	// A live round's posts, in the round's language.
	"%d. %s took %s, no words":                       "%d. %s hat %s genommen, keine Wörter",
	"%s, %s entered.":                                "%s, %s eingegeben.",
	"**Best words nobody found:**":                   "**Die besten Wörter, die niemand gefunden hat:**",
	"**Cancelled** (found by two or more):":          "**Gestrichen** (von zwei oder mehr gefunden):",
	"**Live round!** `%s` · %s started a round: %s.": "**Live-Runde!** `%s` · %s hat eine Runde gestartet: %s.",
	"**Round over!** `%s` · %s":                      "**Runde vorbei!** `%s` · %s",
	"**Round over.** `%s` · %s started it: %s.":      "**Runde vorbei.** `%s` · %s hat sie gestartet: %s.",
	", hints allowed (`/hint`)":                      ", Tipps erlaubt (`/hint`)",
	"It ends **%s**. Find words of %d+ letters on the board and enter them with the button below or `/guess WORDS`: only you see your words until the end.": "Sie endet **%s**. Finde Wörter mit %d+ Buchstaben auf dem Spielfeld und gib sie mit dem Knopf unten oder `/guess WÖRTER` ein: Bis zum Ende siehst nur du deine Wörter.",
	"My words":                             "Meine Wörter",
	"No words entered yet: be the first!":  "Noch keine Wörter eingegeben: Sei die oder der Erste!",
	"Nobody entered a word this time.":     "Diesmal hat niemand ein Wort eingegeben.",
	"Results: %s":                          "Ergebnisse: %s",
	"So far: **%s**, %s entered.":          "Bisher: **%s**, %s eingegeben.",
	"The results are in the next message.": "Die Ergebnisse stehen in der nächsten Nachricht.",
	"and %s":                               "und %s",
	"classic: words two players both find score for nobody": "klassisch: Wörter, die zwei Spieler finden, zählen für niemanden",
	"every word scores for whoever finds it":                "jedes Wort zählt für alle, die es finden",
	"%d players":                                            Plural{One: "%d Spieler", Other: "%d Spieler"},
	"%d more players":                                       Plural{One: "%d weiterer Spieler", Other: "%d weitere Spieler"},
	"The daily plays in %s, this server's language: `/daily setup language:en` for English, or another language's code.":                         "Das Tagesrätsel wird auf %s gespielt, der Sprache dieses Servers: `/daily setup language:en` für Englisch, oder der Code einer anderen Sprache.",
	"The daily plays in %s, your language: `/daily setup language:en` for English, or another language's code.":                                  "Das Tagesrätsel wird auf %s gespielt, deiner Sprache: `/daily setup language:en` für Englisch, oder der Code einer anderen Sprache.",
	"In %s, this server's language: add `lang:en` for English, or another language's code.":                                                      "Auf %s, der Sprache dieses Servers: `lang:en` für Englisch, oder der Code einer anderen Sprache.",
	"In %s, your language: add `lang:en` for English, or another language's code.":                                                               "Auf %s, deiner Sprache: `lang:en` für Englisch, oder der Code einer anderen Sprache.",
	"New %dx%d board from %s dice fitted to the word list's letters":                                                                             "Neues %dx%d-Spielfeld mit Würfeln für %s, an die Buchstaben der Wortliste angepasst",
	"This channel's board `%s` is in %s, and %s has no die with its letters. Give a board with `board:`, or leave out `lang:` to play it in %s.": "Das Spielfeld dieses Kanals, `%s`, ist auf %s, und %s hat keinen Würfel mit seinen Buchstaben. Gib ein Spielfeld mit `board:` an oder lass `lang:` weg, um es auf %s zu spielen.",
	"This channel's board `%s` is in %s, not %s. Give a board with `board:`, or leave out `lang:` to play it in %s.":                             "Das Spielfeld dieses Kanals, `%s`, ist auf %s, nicht auf %s. Gib mit `board:` ein Spielfeld an oder lass `lang:` weg, um es auf %s zu spielen.",

	// Why a word is not on a board.
	"a word is letters a-z only":                                   "ein Wort besteht nur aus den Buchstaben a-z",
	"every q on a board comes as Qu, and this q has no u after it": "jedes q kommt auf einem Spielfeld als Qu, und diesem q folgt kein u",
	"it has %d letters, and the board's tiles hold %d":             "es hat %d Buchstaben, und die Felder des Spielfelds tragen %d",
	"the board has no %s":                                          "das Spielfeld hat kein %s",
	"the board has %d %s's, and the word needs %d":                 Plural{One: "das Spielfeld hat nur ein %[2]s-Feld, und das Wort braucht %[3]d", Other: "das Spielfeld hat %d %s-Felder, und das Wort braucht %d"},

	// Images' titles and alt texts.
	"A %dx%d Boggle board: %s":                "Ein %dx%d-Boggle-Spielfeld: %s",
	"Live round":                              "Live-Runde",
	"The daily board for %s: %s":              "Das Tagesrätsel vom %s: %s",
	"The daily board of %s, for practice: %s": "Das Tagesrätsel vom %s, zum Üben: %s",
	"The round's %dx%d Boggle board: %s":      "Das %dx%d-Spielfeld der Runde: %s",
	"Today's daily board: %s":                 "Das heutige Tagesrätsel: %s",
	"The path of %q on board %s, by row and column from the top left: %s": "Der Weg von %q auf dem Spielfeld %s, nach Zeile und Spalte von oben links: %s",

	// A board that does not parse.
	"the board is empty; type its letters row by row, for example: lqre slus atic nren.":     "das Spielfeld ist leer; gib seine Buchstaben Zeile für Zeile ein, zum Beispiel: lqre slus atic nren.",
	"that board is %d characters long; the largest board (8 x 8) needs at most 64 tiles.":    "dieses Spielfeld ist %d Zeichen lang; das größte Spielfeld (8 x 8) hat höchstens 64 Felder.",
	"the board has characters that are not text; type letters a-z.":                          "das Spielfeld enthält Zeichen, die kein Text sind; tippe Buchstaben a-z.",
	"row %d has %d tiles but row 1 has %d; every row needs the same number.":                 "Zeile %d hat %d Felder, aber Zeile 1 hat %d; jede Zeile braucht gleich viele.",
	"the board has %d rows of %d tiles; a square board needs %d rows.":                       "das Spielfeld hat %d Zeilen mit %d Feldern; ein quadratisches Spielfeld braucht %d Zeilen.",
	"the board has %d rows of %d tiles; a board is square, from 3 rows of 3 to 8 rows of 8.": "das Spielfeld hat %d Zeilen mit %d Feldern; ein Spielfeld ist quadratisch, von 3 Zeilen mit 3 bis 8 Zeilen mit 8.",
	"'[' is never closed; write two-letter faces like [th]":                                  "„[“ wird nie geschlossen; schreib Seiten mit zwei Buchstaben wie [th]",
	"'[%s]' is not a die face; faces are single letters, Qu, An, Er, He, In and Th":          "„[%s]“ ist keine Würfelseite; Seiten sind einzelne Buchstaben, Qu, An, Er, He, In und Th",
	"'%c' is not a letter; boards use letters, [th]-style faces and # for a blank":           "„%c“ ist kein Buchstabe; Spielfelder haben Buchstaben, Seiten wie [th] und # für ein leeres Feld",
	"'%c' is not a letter; boards use letters a-z, [th]-style faces and # for a blank":       "„%c“ ist kein Buchstabe; Spielfelder haben Buchstaben a-z, Seiten wie [th] und # für ein leeres Feld",
	"%s (row %d, tile %d).": "%s (Zeile %d, Feld %d).",
	"%s (row %d).":          "%s (Zeile %d).",
	"%s (tile %d).":         "%s (Feld %d).",
	"the board has %d tiles; the largest board is 8 x 8 (64 tiles).":        "das Spielfeld hat %d Felder; das größte Spielfeld ist 8 x 8 (64 Felder).",
	"a %d x %d board is not playable; boards are from 3 x 3 to 8 x 8.":      "ein %d x %d-Spielfeld ist nicht spielbar; Spielfelder gehen von 3 x 3 bis 8 x 8.",
	"the board has %d tiles; a square board needs 9, 16, 25, 36, 49 or 64.": Plural{One: "das Spielfeld hat %d Feld; ein quadratisches Spielfeld braucht 9, 16, 25, 36, 49 oder 64.", Other: "das Spielfeld hat %d Felder; ein quadratisches Spielfeld braucht 9, 16, 25, 36, 49 oder 64."},

	// The adapters' refusals (Slack and Discord channels and admins).
	"%s is archived: choose another channel.": "%s ist archiviert: Wähle einen anderen Kanal.",
	"I can't look up Slack channels by name (`%s`). Run `/daily setup` in the channel where the daily posts should go, without `channel:`, or pick the channel with #.":  "Ich kann Slack-Kanäle nicht über ihren Namen finden (`%s`). Führe `/daily setup` ohne `channel:` in dem Kanal aus, in dem die Tagesrunde erscheinen soll, oder wähle den Kanal mit #.",
	"I can't post boards in %s: I lack these permissions there: %s. Ask a server admin to give bogglebot them in this channel's settings (Permissions), then try again.": "Ich kann in %s keine Spielfelder posten, mir fehlen dort diese Berechtigungen: %s. Bitte einen Server-Admin, sie bogglebot in den Kanaleinstellungen (Berechtigungen) zu geben, und versuche es dann erneut.",
	"I can't see %s: if it is private, invite me there with `/invite @bogglebot`, then try again.":                                                                       "Ich kann %s nicht sehen: Wenn der Kanal privat ist, lade mich mit `/invite @bogglebot` ein und versuche es dann erneut.",
	"I couldn't check with Slack that I can post in %s, so I did nothing. Please try again in a minute.":                                                                 "Ich konnte bei Slack nicht prüfen, ob ich in %s posten darf, deshalb habe ich nichts getan. Versuche es bitte in einer Minute erneut.",
	"I couldn't check with Slack whether you administer this workspace, so I didn't change anything. Please try again in a minute.":                                      "Ich konnte bei Slack nicht prüfen, ob du diesen Workspace verwaltest, deshalb habe ich nichts geändert. Versuche es bitte in einer Minute erneut.",
	"I'm not a member of %s, so I can't post boards there. Invite me with `/invite @bogglebot` in that channel, then try again.":                                         "Ich bin kein Mitglied von %s und kann dort keine Spielfelder posten. Lade mich in diesem Kanal mit `/invite @bogglebot` ein und versuche es dann erneut.",
	"The daily posts need a channel, not a direct message: run `/daily setup` in the channel where the board should be posted.":                                          "Das Tagesrätsel braucht einen Kanal, keine Direktnachricht: Führe `/daily setup` in dem Kanal aus, in dem das Spielfeld gepostet werden soll.",
	"There are no %s dice for %d x %d boards: that language has dice for sizes %s.":                                                                                      "Es gibt keine Würfel (%s) für Spielfelder mit %d x %d: Diese Sprache hat Würfel für die Größen %s.",
	"There are no dice for %d x %d boards: real dice exist for sizes %s.":                                                                                                "Es gibt keine Würfel für Spielfelder mit %d x %d: Echte Würfel gibt es für die Größen %s.",
	"`%s` is not a channel: pick one from the list Discord offers.":                                                                                                      "`%s` ist kein Kanal: Wähle einen aus der Liste, die Discord anbietet.",
	"found": "gefunden",

	// The Enter words form's buttons (Slack draws them).
	"Enter":      "Eintragen",
	"Cancel":     "Abbrechen",
	"Enter text": "Text eingeben", // a form's title when it names none
	"Text":       "Text",          // a form's field when it names none

	// Alt texts of the images, dice lines, deals (bot/shared.go, bot/deal.go, bot/review.go, bot/roundkeeper.go, bot/scheduler.go, bot/hint.go).
	"%s: no words": "%s: keine Wörter",
	"%s (paths by row and column from the top left): %s": "%s (Wege nach Zeile und Spalte, von oben links gezählt): %s",
	"%s, %s: %s": "%s, %s: %s",
	"%s: %s":     "%s: %s",
	"Board %s with the paths of its top %d words":                                       Plural{Arg: 2, Zero: "Spielfeld %[1]s", One: "Spielfeld %[1]s mit dem Weg seines besten Worts", Other: "Spielfeld %s mit den Wegen seiner %d besten Wörter"},
	"The round's board %[1]s with the paths of the best %[2]d of the %[3]d words found": Plural{Arg: 2, One: "Das Spielfeld der Runde %[1]s mit dem Weg des besten der %[3]d gefundenen Wörter", Other: "Das Spielfeld der Runde %[1]s mit den Wegen der besten %[2]d der %[3]d gefundenen Wörter"},
	"The round's board %s with the paths of the %d words found":                         Plural{Arg: 2, One: "Das Spielfeld der Runde %[1]s mit dem Weg des einzigen gefundenen Worts", Other: "Das Spielfeld der Runde %s mit den Wegen der %d gefundenen Wörter"},
	"The round's board %s with the paths of its best %d words, which nobody found":      Plural{Arg: 2, One: "Das Spielfeld der Runde %[1]s mit dem Weg seines besten Worts, das niemand gefunden hat", Other: "Das Spielfeld der Runde %s mit den Wegen seiner %d besten Wörter, die niemand gefunden hat"},
	"The daily board for %s with the paths of its top %d words":                         Plural{Arg: 2, One: "Das Tagesrätsel vom %[1]s, mit dem Weg seines besten Worts", Other: "Das Tagesrätsel vom %s, mit den Wegen seiner %d besten Wörter"},
	"The daily board for %s with the paths of the best %d words nobody found":           Plural{Arg: 2, One: "Das Tagesrätsel vom %[1]s, mit dem Weg des besten Worts, das niemand gefunden hat", Other: "Das Tagesrätsel vom %s, mit den Wegen der %d besten Wörter, die niemand gefunden hat"},
	"The daily board of %s, %s":                                                         "Das Tagesrätsel vom %s, %s",
	"The round's board %s":                                                              "Das Spielfeld der Runde %s",
	"%s with the paths of %s":                                                           "%s; eingezeichnete Wege: %s",
	"none of your words and no missed word":                                             "keines deiner Wörter und kein verpasstes Wort",
	"none of your words, and %s":                                                        "keines deiner Wörter, nur %s",
	"your %d best words":                                                                Plural{One: "dein bestes Wort", Other: "deine %d besten Wörter"},
	"the %d best words you missed":                                                      Plural{One: "das beste Wort, das du verpasst hast", Other: "die %d besten Wörter, die du verpasst hast"},
	"%s, then %s":                                                                       "%s, dann %s",
	"Heat map of the board %[1]s: how many of your %[2]d words left start on each tile, row by row: %[3]s": Plural{Arg: 2, One: "Heatmap des Spielfelds %[1]s: wo dein letztes übriges Wort beginnen kann, Feld für Feld, Zeile für Zeile: %[3]s", Other: "Heatmap des Spielfelds %[1]s: wie viele deiner %[2]d übrigen Wörter auf jedem Feld beginnen, Zeile für Zeile: %[3]s"},
	"%dx%d · words found":                         "%dx%d · gefundene Wörter",
	"%dx%d · best words nobody found":             "%dx%d · beste Wörter, die niemand gefunden hat",
	"%dx%d round · your words":                    "%dx%d-Runde · deine Wörter",
	"Review · %s":                                 "Rückblick · %s",
	"Boggle 4x4 (1987 on)":                        "Boggle 4x4 (ab 1987)",
	"Boggle 4x4 (1976)":                           "Boggle 4x4 (1976)",
	"Big Boggle 5x5":                              "Big Boggle 5x5",
	"Super Big Boggle 6x6":                        "Super Big Boggle 6x6",
	"%s %dx%d, fitted to the word list's letters": "%s %dx%d, Würfel nach der Wortliste",
	"the richest of %d rolls of the %s %dx%d dice, fitted to the word list's letters (%s)": "das ergiebigste aus %d Würfen mit den Würfeln %s %dx%d, an die Wortliste angepasst (%s)",
	"the richest of %d rolls of the %s dice (%s)":                                          "das ergiebigste aus %d Würfen mit den Würfeln %s (%s)",
	"one of the best %dx%d boards known for the %s dictionary (%s, %s)":                    "eines der besten bekannten %dx%d-Spielfelder für das Wörterbuch %s (%s, %s)",
	"The board is %s.": "Das Spielfeld ist %s.",
	"%s or %s":         "%s oder %s",
	"%s; for a board in another language, add %s":  "%s; für ein Spielfeld in einer anderen Sprache füge %s hinzu",
	"%s; for a board in another language, add %s.": "%s; für ein Spielfeld in einer anderen Sprache füge %s hinzu.",

	// Reminders (/remind).
	"I can't set your reminder: `%s` is not a time of day. Write HH:MM on a 24-hour clock, like 19:30.":            "Ich kann deine Erinnerung nicht einstellen: `%s` ist keine Uhrzeit. Schreib HH:MM im 24-Stunden-Format, etwa 19:30.",
	"I can't set your reminder: there is no timezone `%s`. Use a name like Europe/Paris, America/New_York or UTC.": "Ich kann deine Erinnerung nicht einstellen: Es gibt keine Zeitzone `%s`. Nimm einen Namen wie Europe/Berlin, America/New_York oder UTC.",
	"Your reminder to play the daily board: on or off, and when":                                                   "Deine Erinnerung ans Tagesrätsel: an oder aus, und wann",
	"A private nudge if you haven't played the daily board by a time of day":                                       "Eine private Erinnerung, wenn du das Tagesrätsel bis zu einer Uhrzeit nicht gespielt hast",
	"Stop your reminder to play the daily board":                                                                   "Deine Erinnerung ans Tagesrätsel abstellen",
	"when, HH:MM on a 24-hour clock (default: as before, else 19:00)":                                              "wann, HH:MM im 24-Stunden-Format (Standard: wie bisher, sonst 19:00)",
	"your timezone, e.g. Europe/Paris (default: the server's daily timezone)":                                      "deine Zeitzone, etwa Europe/Berlin (Standard: die des Tagesrätsels im Server)",
	"TIME": "UHRZEIT",
	"**Reminder on.** If you haven't played the daily board by **%s** (%s), I'll send you a private nudge with your streak, at most once a day. The next one: %s. `/remind off` stops it.": "**Erinnerung an.** Wenn du das Tagesrätsel bis **%s** (%s) nicht gespielt hast, schicke ich dir eine private Nachricht mit deiner Serie, höchstens einmal am Tag. Die nächste: %s. `/remind off` stellt sie ab.",
	"You have no reminder on here. `/remind on 19:30` sets one.":                                                                                                                             "Du hast hier keine Erinnerung an. `/remind on 19:30` stellt eine ein.",
	"**Reminder off.** No more nudges here; `/remind on` brings them back.":                                                                                                                  "**Erinnerung aus.** Keine Erinnerungen mehr hier; `/remind on` holt sie zurück.",
	"You have no reminder on here. `/remind on 19:30` sends you a private nudge at 19:30 on the days you haven't played the daily board yet.":                                                "Du hast hier keine Erinnerung an. `/remind on 19:30` schickt dir um 19:30 eine private Nachricht an den Tagen, an denen du das Tagesrätsel noch nicht gespielt hast.",
	"Your reminder is on: a private nudge at **%s** (%s) on the days you haven't played the daily board by then. The next one: %s. `/remind off` stops it.":                                  "Deine Erinnerung ist an: eine private Nachricht um **%s** (%s) an den Tagen, an denen du das Tagesrätsel bis dahin nicht gespielt hast. Die nächste: %s. `/remind off` stellt sie ab.",
	"_Your reminder to play the daily board is off: my private message could not reach you (your direct messages may be closed to the bot). Open them and use `/remind on` to get it back._": "_Deine Erinnerung ans Tagesrätsel ist aus: Meine private Nachricht hat dich nicht erreicht (vielleicht sind deine Direktnachrichten für den Bot geschlossen). Öffne sie und nutze `/remind on`, um sie zurückzubekommen._",
	"**Your streak of %s is at stake!** You haven't played today's daily board yet; the day ends %s.":                                                                                        "**Deine Serie von %s steht auf dem Spiel!** Du hast das heutige Tagesrätsel noch nicht gespielt; der Tag endet %s.",
	"**Today's daily board is waiting for you.** You haven't played it yet; the day ends %s.":                                                                                                "**Das heutige Tagesrätsel wartet auf dich.** Du hast es noch nicht gespielt; der Tag endet %s.",
	"Play with `/daily` in %s, or `/guess` your words.":                                                                                                                                      "Spiel mit `/daily` in %s oder rate deine Wörter mit `/guess`.",
	"Play with `/daily` in the server, or `/guess` your words.":                                                                                                                              "Spiel mit `/daily` im Server oder rate deine Wörter mit `/guess`.",
	"_You asked for this reminder; `/remind off` stops it._":                                                                                                                                 "_Du hast diese Erinnerung bestellt; `/remind off` stellt sie ab._",
	"[bogglebot to %s, privately]": "[bogglebot an %s, privat]",
	"(also %s)":                    "(auch %s)",
	"Reminders aren't available here: a reminder is a private nudge to play the daily board, set from the daily board's page on a platform where I can message you.":             "Erinnerungen gibt es hier nicht: Eine Erinnerung ist eine private Nachricht, die dich ans Tagesrätsel erinnert; du stellst sie auf der Seite des Tagesrätsels ein, auf einer Plattform, auf der ich dir schreiben kann.",
	"There are no roles here: a role for the daily post needs Discord or Slack.":                                                                                                 "Hier gibt es keine Rollen: Eine Rolle für den Beitrag des Tagesrätsels braucht Discord oder Slack.",
	"I can't find the role `%s`: name one with role:@role (on Slack, a user group: role:@group).":                                                                                "Ich finde die Rolle `%s` nicht: Nenne eine mit role:@Rolle (auf Slack eine Benutzergruppe: role:@gruppe).",
	"I can't use %s for the daily post: nobody may mention it. Make it mentionable (Server Settings → Roles), or give me the Mention @everyone, @here and All Roles permission.": "Ich kann %s nicht für den Beitrag des Tagesrätsels nutzen: Niemand darf sie erwähnen. Mach sie erwähnbar (Servereinstellungen → Rollen) oder gib mir die Berechtigung „Erwähne @everyone, @here und alle Rollen“.",
	"I can't use %s for the daily post: I could not add players to it. I need %s, and my own role must be above it in Server Settings → Roles.":                                  "Ich kann %s nicht für den Beitrag des Tagesrätsels nutzen: Ich könnte keine Spieler hinzufügen. Ich brauche %s, und meine eigene Rolle muss in Servereinstellungen → Rollen darüber stehen.",
	"I can't use %s for the daily post: it belongs to an integration, and nobody can be added to it by hand. Choose another role.":                                               "Ich kann %s nicht für den Beitrag des Tagesrätsels nutzen: Sie gehört zu einer Integration, und niemand kann von Hand hinzugefügt werden. Wähle eine andere Rolle.",
	"This server's daily post has no role to join any more: an admin sets one with `/daily setup role:`.":                                                                        "Der Beitrag des Tagesrätsels auf diesem Server hat keine Rolle mehr zum Beitreten: Ein Admin legt eine mit `/daily setup role:` fest.",
	"I couldn't change your place in %s: the platform refused. An admin should check that my role is above it and that I may manage roles.":                                      "Ich konnte deinen Platz in %s nicht ändern: Die Plattform hat abgelehnt. Ein Admin sollte prüfen, dass meine Rolle darüber steht und ich Rollen verwalten darf.",
	"a role (on Slack a user group) the board's post pings; players join it with a button":                                                                                       "eine Rolle (auf Slack eine Gruppe), die der Beitrag anpingt; beitreten per Knopf",
	"stop pinging a role in the board's post":                                                          "keine Rolle mehr im Beitrag anpingen",
	"• The board's post mentions no role.":                                                             "• Der Beitrag mit dem Spielfeld erwähnt keine Rolle.",
	"• The board's post mentions %s; players join or leave it with the post's buttons.":                "• Der Beitrag mit dem Spielfeld erwähnt %s; Spieler treten mit seinen Knöpfen bei oder aus.",
	"%s: today's board is up!":                                                                         "%s: Das heutige Spielfeld ist da!",
	"Ping me for the daily board":                                                                      "Mich ans Tagesrätsel erinnern",
	"Stop the pings":                                                                                   "Keine Pings mehr",
	"You're in %s: the daily board's post will ping you. Its other button takes you out.":              "Du bist in %s: Der Beitrag des Tagesrätsels pingt dich an. Sein anderer Knopf nimmt dich wieder heraus.",
	"You're out of %s: no more pings from the daily board's post.":                                     "Du bist nicht mehr in %s: keine Pings mehr vom Beitrag des Tagesrätsels.",
	"Reminder on: a private nudge at %s (%s) on the days you haven't played by then; the next in %s.":  "Erinnerung an: eine private Nachricht um %s (%s) an den Tagen, an denen du bis dahin nicht gespielt hast; die nächste in %s.",
	"No reminder: turn it on for a private nudge on the days you haven't played by a time you choose.": "Keine Erinnerung: schalte sie ein, um eine private Nachricht zu bekommen, wenn du bis zu einer gewählten Uhrzeit nicht gespielt hast.",
	"You're in: the daily board's post will ping you.":                                                 "Du bist dabei: der Beitrag des Tagesrätsels pingt dich.",
	"You're out: no more pings from the daily board's post.":                                           "Du bist raus: keine Pings mehr vom Beitrag des Tagesrätsels.",
	"• your reminders to play the daily board (`/remind`): their time, timezone and language.":         "• deine Erinnerungen ans Tagesrätsel (`/remind`): ihre Uhrzeit, Zeitzone und Sprache.",
	"%d reminders": Plural{One: "%d Erinnerung", Other: "%d Erinnerungen"},
	"I can't use %s for the daily post: it is above my own role, so I cannot add players to it. Move my role above it in Server Settings → Roles.": "Ich kann %s nicht für den Beitrag des Tagesrätsels nutzen: Sie steht über meiner eigenen Rolle, also kann ich keine Spieler hinzufügen. Schieb meine Rolle in Servereinstellungen → Rollen darüber.",
}

// germanPage is the web page's words (web.Strings, by key; {name} is what the
// page fills in; key.one and key.other are the plural forms).
var germanPage = map[string]string{
	"page.loading":       "Spielfeld wird geladen…",
	"fail.title":         "Das Spielfeld kann nicht angezeigt werden",
	"load.fail":          "Der Bot ist nicht erreichbar. Lade die Seite neu, um es noch einmal zu versuchen.",
	"net.unreachable":    "Der Bot ist nicht erreichbar. Versuch es noch einmal.",
	"net.retrying":       "Der Bot ist nicht erreichbar; neuer Versuch…",
	"net.unreadable":     "Der Bot hat eine Antwort geschickt, die die Seite nicht lesen kann.",
	"net.lost":           "Verbindung zum Bot verloren: Verbindung wird wiederhergestellt…",
	"net.reconnecting":   "Der Bot ist nicht erreichbar: Verbindung wird wiederhergestellt…",
	"net.back":           "Wieder verbunden.",
	"net.back.over":      "Wieder verbunden: Die Runde ist vorbei.",
	"stats.label":        "Punktestand",
	"stat.points.one":    "Punkt",
	"stat.points.other":  "Punkte",
	"clock.hm":           "{h}:{m}",
	"mode.classic":       "klassisch",
	"mode.all":           "jedes Wort zählt",
	"stat.words":         "Wörter",
	"stat.of":            "von {n}",
	"stat.all":           "Wörter ({n} insgesamt)",
	"stat.rank":          "Platz",
	"stat.players.one":   "Spieler",
	"stat.players.other": "Spieler",
	"stat.left":          "übrig",
	"stat.time":          "Zeit",
	"stat.practice":      "Übung",
	"clock.over":         "vorbei",
	"clock.ended":        "beendet",
	"clock.none":         "–",
	"who":                "Du spielst als {name}",
	"who.hints.one":      "Du spielst als {name} · {n} Tipp",
	"who.hints.other":    "Du spielst als {name} · {n} Tipps",

	"board.label": "Spielfeld: Zieh über die Felder, tippe sie einzeln an oder schreib. Mit der Tastatur: Pfeiltasten bewegen, Leertaste nimmt ein Feld, Rücktaste gibt es zurück, Eingabe sendet das Wort",

	"tile.label":       "{letter}, Zeile {row}, Spalte {col}",
	"tile.blank":       "leer",
	"tile.heat.one":    "{n} Wort beginnt hier",
	"tile.heat.other":  "{n} Wörter beginnen hier",
	"tile.step":        "Schritt {n} des Tipps",
	"word.label":       "Wort eingeben",
	"word.placeholder": "Wort",
	"btn.enter":        "Senden",
	"btn.clear":        "Löschen",
	"btn.clear.label":  "Das Wort löschen",
	"btn.hint":         "Tipp",
	"btn.hint.label":   "Einen Tipp holen",
	"btn.turn":         "↻",
	"btn.turn.label":   "Das Spielfeld eine Vierteldrehung drehen (die Wörter bleiben gleich)",
	"turned":           "Spielfeld um eine Vierteldrehung gedreht: Die Wörter sind dieselben.",

	"help": "Wörter brauchen mindestens {n} Buchstaben auf sich berührenden Feldern (auch diagonal), jedes Feld nur einmal.",

	"help.cancel":             "Wörter, die zwei Spieler finden, fallen am Ende weg.",
	"new.word":                "Neues Wort ab {letter}: Dieses Feld liegt nicht neben dem letzten.",
	"verdict":                 "{word}: {verdict}",
	"verdict.accepted":        "{word} +{n}",
	"v.already found":         "schon gefunden",
	"v.not in the dictionary": "nicht im Wörterbuch",
	"v.too short":             "zu kurz",
	"v.not on the board":      "nicht auf dem Spielfeld",
	"v.not a word":            "kein Wort",
	"v.undecided":             "noch offen",
	"v.revealed by a hint":    "durch einen Tipp verraten",
	"found.title":             "Deine Wörter",
	"found.none":              "Noch keins: Zieh über die Felder, um eins zu finden.",
	"found.over":              "Keine Wörter.",
	"hint.title":              "Tipp",
	"hint.done":               "Du hast alle Wörter gefunden: Es gibt keinen Tipp mehr.",
	"hint.table.one":          "{n} Wort übrig, nach Anfangsbuchstabe und Länge:",
	"hint.table.other":        "{n} Wörter übrig, nach Anfangsbuchstabe und Länge:",
	"hint.heat.one":           "{n} Wort übrig. Die Zahlen auf den Feldern: wie viele dort beginnen können.",
	"hint.heat.other":         "{n} Wörter übrig. Die Zahlen auf den Feldern: wie viele dort beginnen können.",
	"hint.word":               "Ein Wort mit {n} Buchstaben, das mit {prefix} beginnt. Es bringt jetzt keine Punkte mehr.",

	"hint.path": "Ein Wort mit {n} Buchstaben, das mit {prefix} beginnt. Seine Felder sind auf dem Spielfeld eingekreist und der Reihe nach nummeriert. Es bringt jetzt keine Punkte mehr.",

	"results.title":           "Ergebnisse",
	"btn.feel.label":          "Ton und Vibration",
	"btn.feel.on":             "🔊",
	"btn.feel.off":            "🔇",
	"btn.hint.confirm":        "Tipp nehmen?",
	"hint.ask":                "Ein Tipp steht in der Rangliste neben deiner Punktzahl: tippe noch einmal, um ihn zu nehmen.",
	"end.kept":                "Wörter behalten",
	"end.day":                 "Der Tag ist vorbei · {day}",
	"end.round":               "Die Runde ist vorbei",
	"end.missed":              "Die besten verpassten Wörter: tippe eins an, um es auf dem Spielfeld zu sehen",
	"end.round.share.one":     "{n} Punkt · Platz {rank} von {players}",
	"end.round.share.other":   "{n} Punkte · Platz {rank} von {players}",
	"share.share":             "Teilen",
	"share.failed":            "Kopieren geht hier nicht: markiere den Text und kopiere ihn.",
	"results.cancelled.title": "Gestrichen (von zwei oder mehr gefunden): tippe eins an, um es zu sehen",
	"results.missed.title":    "Die besten Wörter, die niemand gefunden hat ({n} auf dem Spielfeld): tippe eins an, um es zu sehen",
	"results.words":           "Wörter von {name}",
	"results.winner":          "🏆 {name} hat die Runde gewonnen!",
	"results.youwin":          "🏆 Du hast die Runde gewonnen!",
	"results.yours.n.one":     "Du: {n} Punkt, Platz {rank} von {players}",
	"results.yours.n.other":   "Du: {n} Punkte, Platz {rank} von {players}",
	"cheer.queen":             "👑 Bienenkönigin: alle Punkte des Spielfelds!",
	"toast.rank":              "🐝 {level}!",
	"bar.found.one":           "{n} Wort: {words}",
	"bar.found.other":         "{n} Wörter: {words}",
	"results.nobody":          "Niemand hat ein Wort gefunden.",
	"results.yours.none":      "Deine zählenden Wörter: keine",
	"standing.one":            "{name}: {n} Punkt",
	"standing.other":          "{name}: {n} Punkte",
	"standing.hints.one":      " · {n} Tipp",
	"standing.hints.other":    " · {n} Tipps",
	"standing.nowords.one":    "{name}: {n} Tipp genommen, keine Wörter",
	"standing.nowords.other":  "{name}: {n} Tipps genommen, keine Wörter",
	"standing.winner":         "Sieger",
	"word.cancelled":          " gestrichen",
	"word.cancelled.title":    "gestrichen: von zwei oder mehr gefunden",
	"round.timeup":            "Die Zeit ist um! Warte auf die Ergebnisse…",
	"round.over":              "Die Runde ist vorbei.",
	"round.you.one":           "Die Runde ist vorbei. Du hast {n} Punkt geholt.",
	"round.you.other":         "Die Runde ist vorbei. Du hast {n} Punkte geholt.",
	"round.won.one":           "Die Runde ist vorbei. Du hast {n} Punkt geholt und gewonnen.",
	"round.won.other":         "Die Runde ist vorbei. Du hast {n} Punkte geholt und gewonnen.",
	"day.title":               "Dein Tag",
	"level.next.one":          "🐝 {level} · noch {n} Punkt bis {next}",
	"level.next.other":        "🐝 {level} · noch {n} Punkte bis {next}",
	"level.top":               "🐝 {level}: alle Punkte des Spielfelds!",
	"level.value":             "{n} von {max} Punkten: {level}",
	"next.board":              "Nächstes Spielfeld in {time}.",
	"next.today":              "Das heutige Spielfeld gibt es mit {daily}.",
	"share.copy":              "Text zum Teilen kopieren",
	"share.copied":            "Text kopiert: Füg ihn ein, wo du willst.",
	"share.select":            "Markiert: Kopier ihn mit der Kopierfunktion deines Geräts.",
	"btn.yesterday":           "Die Wörter von gestern",
	"review.day":              "Deine Wörter am {day}",
	"review.yesterday":        "Gestern, {day}",
	"review.mine.one":         "Du hast {n} von {possible} gefunden ({points} Punkte)",
	"review.mine.other":       "Du hast {n} von {possible} gefunden ({points} Punkte)",
	"review.none":             "Du hast keins seiner {possible} Wörter gefunden.",
	"review.missed":           "Die besten, die du verpasst hast: tippe eins an, um es auf dem Spielfeld zu sehen",
	"review.nomiss":           "Du hast nichts verpasst.",
	"review.board":            "Das Spielfeld vom {day}",
	"review.traced":           "{word}, auf dem Spielfeld vom {day} nachgezeichnet",
	"toast.place":             "Du bist jetzt Platz {rank} von {players}",
	"btn.practise":            "Dieses Spielfeld üben",
	"btn.practise.yesterday":  "Das Spielfeld von gestern üben",
	"btn.today":               "Zurück zum Spielfeld des Tages",
	"practice.note":           "Übung: Deine Wörter hier zählen nie für die Rangliste.",
	"act.outside.title":       "Dieses Spielfeld öffnet sich in Discord",
	"act.signin.title":        "Anmeldung nicht möglich",

	"act.outside": "Das ist eine Discord-Aktivität: Öffne sie mit der Schaltfläche „In Discord spielen“ unter {daily} oder einer Runde. Oder spiel im Chat: ",

	"act.signin": "Discord hat die Anmeldung am Spielfeld nicht erlaubt. Schließ die Aktivität und öffne sie neu, oder spiel im Chat: ",

	"act.daily":          " zeigt das heutige Spielfeld und ",
	"act.guess":          " nimmt deine Wörter. ",
	"act.open":           "Discord öffnen",
	"remind.title":       "Erinnerung zum Spielen",
	"remind.time":        "Uhrzeit",
	"remind.zone":        "Zeitzone",
	"remind.zone.server": "{zone} (die des Servers)",
	"remind.zone.yours":  "{zone} (die dieses Geräts)",
	"remind.on":          "Erinnere mich",
	"remind.save":        "Speichern",
	"remind.off":         "Ausschalten",
	"remind.saving":      "Wird gespeichert…",
	"role.title":         "Pings",
	"role.text":          "Der Beitrag des Tagesrätsels pingt eine Rolle: tritt ihr bei, um jeden Morgen gepingt zu werden.",
	"role.join":          "Mich ans Tagesrätsel erinnern",
	"role.leave":         "Keine Pings mehr",
}

// germanCommands names the slash commands on Discord (name_localizations), by the
// command's path as Discord registers it ("daily", "daily setup", "play
// start"): lowercase, one word each, as Discord's naming rule wants. Replies
// name commands with Discord's command mentions, which each reader's client
// shows in their language, so these never contradict a reply.
var germanCommands = map[string]string{
	"daily":        "tagesrätsel",
	"daily show":   "zeigen",
	"daily review": "rückblick",
	"daily setup":  "einrichten",
	"daily share":  "teilen",
	"define":       "bedeutung",
	"guess":        "raten",
	"help":         "hilfe",
	"hint":         "tipp",
	"leaderboard":  "rangliste",
	"path":         "weg",
	"play":         "spielen",
	"play start":   "starten",
	"play stop":    "beenden",
	"privacy":      "datenschutz",
	"random":       "würfeln",
	"solve":        "lösen",
	"stats":        "statistik",
	"study":        "lernen",
	"remind":       "erinnerung",
	"remind show":  "zeigen",
	"remind on":    "an",
	"remind off":   "aus",
}
