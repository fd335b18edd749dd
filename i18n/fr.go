package i18n

// french is the bot's words in French. Game vocabulary: a board is une
// grille, a round une manche, the daily le défi du jour, a hint un indice,
// a tile une case, a channel un salon. Commands, their options and the
// values a player types (`/daily`, `hints:on`, `classic`, `yesterday`) stay
// as the bot reads them. The buttons read « Jouer sur la grille » and
// « Saisir des mots ».
var french = Messages{
	// Small pieces.
	"%d seconds":         Plural{One: "%d seconde", Other: "%d secondes"},
	"%dm":                "%d min",
	"%dh %02dm":          "%d h %02d",
	"under a minute":     "moins d'une minute",
	"at %s UTC":          "à %s UTC",
	"at midnight":        "à minuit",
	"at midnight, in %s": "à minuit, dans %s",
	"%s and %d more":     "%s et %d autres",
	"%[1]s %[2]d %[3]s":  "%[1]s %[2]d %[3]s",
	"day out of range":   "ce jour n'existe pas",
	"month out of range": "ce mois n'existe pas",

	"Sunday": "dimanche", "Monday": "lundi", "Tuesday": "mardi", "Wednesday": "mercredi",
	"Thursday": "jeudi", "Friday": "vendredi", "Saturday": "samedi",
	"January": "janvier", "February": "février", "March": "mars", "April": "avril",
	"May": "mai", "June": "juin", "July": "juillet", "August": "août",
	"September": "septembre", "October": "octobre", "November": "novembre", "December": "décembre",

	// Refusals (the error table).
	"Sorry, something went wrong on my side. It has been logged; please try again in a moment.": "Désolé, quelque chose s'est mal passé de mon côté. C'est noté ; réessayez dans un instant.",

	"That's %d words; enter at most %d at a time.":                                          "Ça fait %d mots ; entrez-en %d au maximum à la fois.",
	"I can't read the day `%s`: write it YYYY-MM-DD, like `%s`, or `yesterday`.":            "Je ne comprends pas la date `%s` : écrivez-la AAAA-MM-JJ, comme `%s`, ou `yesterday` (hier).",
	"There is no such day as `%s` (%s): write a day YYYY-MM-DD, like `%s`, or `yesterday`.": "La date `%s` n'existe pas (%s) : écrivez une date AAAA-MM-JJ, comme `%s`, ou `yesterday` (hier).",

	"You've found every word on this board (`%s`): there is nothing left to hint. Well played!": "Vous avez trouvé tous les mots de cette grille (`%s`) : il n'y a plus rien à indiquer. Bien joué !",
	"This board (`%s`) has no word in its dictionary, so there is nothing to hint.":             "Cette grille (`%s`) ne contient aucun mot de son dictionnaire : il n'y a donc rien à indiquer.",
	"Hints have already shown you every word you have left, so there is no new hint (and none is counted). The %d words: %s. Enter them: they count as found, for no points.": Plural{
		One:   "Les indices vous ont déjà montré le dernier mot qu'il vous reste : pas de nouvel indice (et aucun n'est compté). Le voici : %[2]s. Entrez-le : il compte comme trouvé, sans points.",
		Other: "Les indices vous ont déjà montré tous les mots qu'il vous reste : pas de nouvel indice (et aucun n'est compté). Les %d mots : %s. Entrez-les : ils comptent comme trouvés, sans points.",
	},
	"This round was started without hints, so there are none until it ends %s. Start a round with hints with `/play hints:on`; after the round, `/hint` helps with the daily board.": "Cette manche a été lancée sans indices : il n'y en aura pas avant sa fin, %s. Lancez une manche avec indices avec `/play hints:on` ; après la manche, `/hint` aide sur la grille du jour.",

	"The daily challenge isn't enabled on this bot: it needs a database. Ask whoever runs the bot to set `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` and `/study` work as usual.": "Le défi du jour n'est pas activé sur ce bot : il lui faut une base de données. Demandez à la personne qui gère le bot de définir `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` et `/study` fonctionnent normalement.",
	"This server has no daily settings yet: an admin sets them with `/daily setup`.":                                                                                                          "Ce serveur n'a pas encore de réglages pour le défi du jour : un admin les définit avec `/daily setup`.",
	"I can't set that up: the server is not named.": "Impossible de régler cela : le serveur n'est pas indiqué.",
	"I can't set that up: the time is wrong. `%s` is not a time of day: write HH:MM on a 24-hour clock, like 09:00 or 18:30.":                                                                                                "Impossible de régler cela : l'heure est incorrecte. `%s` n'est pas une heure : écrivez HH:MM sur 24 heures, comme 09:00 ou 18:30.",
	"I can't set that up: the timezone is wrong. There is no timezone `%s`: use a name like Europe/Paris, America/New_York or UTC.":                                                                                          "Impossible de régler cela : le fuseau horaire est incorrect. Le fuseau `%s` n'existe pas : utilisez un nom comme Europe/Paris, America/New_York ou UTC.",
	"I can't set that up: the size is wrong. The daily board is 4 (4x4) or 5 (5x5), not %d.":                                                                                                                                 "Impossible de régler cela : la taille est incorrecte. La grille du jour fait 4 (4x4) ou 5 (5x5), pas %d.",
	"I can't set that up: the dictionary is wrong. There is no dictionary `%s`: choose common, standard or large.":                                                                                                           "Impossible de régler cela : le dictionnaire est incorrect. Le dictionnaire `%s` n'existe pas : choisissez common, standard ou large.",
	"Find a word on today's board first: `/daily` shows it, `/guess` plays it. Then `/daily share` gives a summary to paste anywhere, with no spoilers.":                                                                     "Trouvez d'abord un mot sur la grille du jour : `/daily` l'affiche, `/guess` propose un mot. Ensuite, `/daily share` donne un résumé à coller où vous voulez, sans rien dévoiler.",
	"Practice needs a database that keeps it, and this bot's doesn't. Ask whoever runs the bot.":                                                                                                                             "L'entraînement a besoin d'une base de données qui le conserve, et celle de ce bot ne le fait pas. Demandez à la personne qui gère le bot.",
	"%s hasn't come yet: today is %s here. You can review days that have ended.":                                                                                                                                             "Le %s n'est pas encore arrivé : ici, nous sommes le %s. Vous pouvez revoir les jours déjà terminés.",
	"%s hasn't come yet: today is %s here. You can practise days that have ended.":                                                                                                                                           "Le %s n'est pas encore arrivé : ici, nous sommes le %s. Vous pouvez vous entraîner sur les jours déjà terminés.",
	"%s hasn't come yet: today is %s here. You can look back on days that have ended.":                                                                                                                                       "Le %s n'est pas encore arrivé : ici, nous sommes le %s. Vous pouvez revenir sur les jours déjà terminés.",
	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. `/daily review yesterday` looks back at yesterday.":                                                                  "La grille du jour est encore en jeu : la revoir gâcherait la partie. La revue ouvre à la fin de la journée, %s. `/daily review yesterday` revient sur la grille d'hier.",
	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. Today is the first day of the daily here, so there's no earlier day to review yet.":                                  "La grille du jour est encore en jeu : la revoir gâcherait la partie. La revue ouvre à la fin de la journée, %s. C'est le premier jour du défi ici : il n'y a pas encore de jour précédent à revoir.",
	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, like `/daily day:%s`.":                                                                                        "La grille du jour, c'est la vraie partie : jouez-la avec `/daily` et `/guess`. L'entraînement, c'est pour les jours terminés, comme `/daily day:%s`.",
	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, and today is the first day of the daily here: its board opens for review and practice when the day ends, %s.": "La grille du jour, c'est la vraie partie : jouez-la avec `/daily` et `/guess`. L'entraînement, c'est pour les jours terminés, et c'est aujourd'hui le premier jour du défi ici : sa grille s'ouvre à la revue et à l'entraînement à la fin de la journée, %s.",
	"The daily's rules changed here on %s, and the boards of the days before aren't kept. Pick a day from %s on.":                                                                                                            "Les règles du défi du jour ont changé ici le %s, et les grilles des jours précédents ne sont pas conservées. Choisissez un jour à partir du %s.",
	"The daily began here on %s (%s): there is no board here for %s.":                                                                                                                                                        "Le défi du jour a commencé ici le %s (%s) : il n'y a pas de grille pour le %s.",
	"No daily has been played here before today, so there's no past day to review yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!":                                                       "Aucun défi du jour n'a été joué ici avant aujourd'hui : il n'y a pas encore de jour passé à revoir. La grille d'aujourd'hui s'ouvrira pour cela à la fin de la journée, à minuit. Revenez demain !",
	"No daily has been played here before today, so there's no past day to practise yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!":                                                     "Aucun défi du jour n'a été joué ici avant aujourd'hui : il n'y a pas encore de jour passé pour s'entraîner. La grille d'aujourd'hui s'ouvrira pour cela à la fin de la journée, à minuit. Revenez demain !",
	"No daily has been played here before today, so there's no past day to look back on yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!":                                                 "Aucun défi du jour n'a été joué ici avant aujourd'hui : il n'y a pas encore de jour passé sur lequel revenir. La grille d'aujourd'hui s'ouvrira pour cela à la fin de la journée, à minuit. Revenez demain !",
	"This day's board has ended. Ask /daily for today's.":                                                                                                                                                                    "La grille de ce jour est terminée. Demandez celle d'aujourd'hui avec /daily.",

	"Live rounds aren't enabled on this bot: they need a database. Ask whoever runs the bot to set `DATABASE_URL`.":        "Les manches en direct ne sont pas activées sur ce bot : il leur faut une base de données. Demandez à la personne qui gère le bot de définir `DATABASE_URL`.",
	"No round is running in this channel. Start one with `/play`.":                                                         "Aucune manche n'est en cours dans ce salon. Lancez-en une avec `/play`.",
	"That round is gone: its results were posted in the channel.":                                                          "Cette manche n'existe plus : ses résultats ont été publiés dans le salon.",
	"A round is already running in this channel: it ends %s. Join in with `/guess WORDS` or the Enter words button.":       "Une manche est déjà en cours dans ce salon : elle se termine %s. Rejoignez-la avec `/guess MOTS` ou le bouton « Saisir des mots ».",
	"The round ended %s: no more words count. The results are posted in the channel (or on their way).":                    "La manche s'est terminée %s : plus aucun mot ne compte. Les résultats sont publiés dans le salon (ou en chemin).",
	"This round is over: its results are on their way. Once they are posted, `/hint` helps with the daily board.":          "Cette manche est finie : ses résultats arrivent. Une fois publiés, `/hint` aide sur la grille du jour.",
	"The round has ended: no more words count. The results are posted in the channel (or on their way).":                   "La manche est terminée : plus aucun mot ne compte. Les résultats sont publiés dans le salon (ou en chemin).",
	"Only the player who started the round, or an admin, can stop it.":                                                     "Seul le joueur qui a lancé la manche, ou un admin, peut l'arrêter.",
	"`hints` is `on` or `off`, not `%s`.":                                                                                  "`hints` vaut `on` ou `off`, pas `%s`.",
	"`%s` is not a length of time: write it like `30s`, `90s`, `2m` or `3m`, from 30 seconds to 10 minutes.":               "`%s` n'est pas une durée : écrivez-la comme `30s`, `90s`, `2m` ou `3m`, de 30 secondes à 10 minutes.",
	"A round lasts from 30 seconds to 10 minutes, not %s (`%s`).":                                                          "Une manche dure de 30 secondes à 10 minutes, pas %s (`%s`).",
	"A round lasts from 30 seconds to 10 minutes, not %s.":                                                                 "Une manche dure de 30 secondes à 10 minutes, pas %s.",
	"There is no mode `%s`: choose `classic` (words two players both find score for nobody) or `all` (every word scores).": "Le mode `%s` n'existe pas : choisissez `classic` (un mot trouvé par deux joueurs ne rapporte rien à personne) ou `all` (chaque mot rapporte).",
	"A round's board is 4 (Boggle), 5 (Big Boggle) or 6 (Super Big Boggle) tiles wide, not `%s`.":                          "La grille d'une manche fait 4 (Boggle), 5 (Big Boggle) ou 6 (Super Big Boggle) cases de côté, pas `%s`.",
	"There is no dictionary called `%s`: choose common, standard or large.":                                                "Le dictionnaire `%s` n'existe pas : choisissez common, standard ou large.",
	"There is no language `%s` to play in: choose one of %s.":                                                              "Il n'y a pas de langue `%s` pour jouer : choisissez parmi %s.",
	"`%s` can't be played here: the letter `%s` is on no die of this language (%s).":                                       "`%s` ne peut pas être joué ici : la lettre `%s` n'est sur aucun dé de cette langue (%s).",

	"You're sending commands a bit fast. Try again in %s.":           "Vous envoyez des commandes un peu vite. Réessayez dans %s.",
	"You're sending words a bit fast: they are kept and sent in %s.": "Vous envoyez des mots un peu vite : ils sont gardés et envoyés dans %s.",
	"You're asking a bit fast. Try again in %s.":                     "Vous demandez un peu vite. Réessayez dans %s.",
	"The board is reloading a bit fast. Try again in %s.":            "La grille se recharge un peu vite. Réessayez dans %s.",

	"Open the board from chat: /daily, or the Play on the board button under a round, gives you a personal link.": "Ouvrez la grille depuis le chat : /daily, ou le bouton « Jouer sur la grille » sous une manche, vous donne un lien personnel.",
	"Ask the bot for a fresh link with /daily or the Play on the board button.":                                   "Demandez un nouveau lien au bot avec /daily ou le bouton « Jouer sur la grille ».",
	"Your session on this board has ended. %s":                                                                    "Votre session sur cette grille est terminée. %s",
	"Your session is not valid. %s":                                                                               "Votre session n'est pas valide. %s",
	"The board only takes words from its own page: open it from chat.":                                            "La grille n'accepte que les mots venant de sa propre page : ouvrez-la depuis le chat.",
	"Send JSON.":             "Envoyez du JSON.",
	`Send {"words": "..."}.`: `Envoyez {"words": "..."}.`,
	"That's more than %d bytes of words; enter at most %d words at a time.": "Ça fait plus de %d octets de mots ; entrez au maximum %d mots à la fois.",
	"Which word? Drag across the tiles or type one.":                        "Quel mot ? Glissez sur les cases ou tapez-en un.",

	"This board has no live updates: reload the page to see the latest.":                                                      "Cette grille n'a pas de mises à jour en direct : rechargez la page pour voir les dernières.",
	"Too many pages are following games right now: live updates pause, and the page tries again in a few seconds.":            "Trop de pages suivent des parties en ce moment : les mises à jour en direct sont en pause, et la page réessaie dans quelques secondes.",
	"This board is open in more than %d tabs: this one gets no live updates. Close another and it catches up within seconds.": "Cette grille est ouverte dans plus de %d onglets : celui-ci ne reçoit pas les mises à jour en direct. Fermez-en un autre et il se remet à jour en quelques secondes.",
}
