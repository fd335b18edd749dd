package game

// The message codes: every refusal a player can meet, on any surface.
// package i18n has the words for each; its test walks them all through chat
// and the web page. The facts each carries are listed beside it.
const (
	// Guesses and days.
	CodeTooManyWords Code = "guess.too_many" // n, max
	CodeWordTooLong  Code = "guess.too_long" // typed (cut), max: a word of more than MaxWordLen letters
	CodeDayFormat    Code = "day.format"     // typed, example (a Day)

	// Why a guessed word scores nothing, one word at a time (Judgement.Reason):
	// what the web page says under a word; chat groups words under labels.
	CodeNotOnBoard      Code = "guess.not_on_board"      // typed
	CodeNotInDictionary Code = "guess.not_in_dictionary" // typed, dict (a tier, or a language's English name), code (the list's language, "" for English)
	CodeTooShort        Code = "guess.too_short"         // typed, min
	CodeNotLetters      Code = "guess.not_letters"       // typed: not letters a-z (the English lists)
	CodeAlreadyFound    Code = "guess.already_found"     // typed
	CodeUndecided       Code = "guess.undecided"         // typed
	CodeRevealed        Code = "guess.revealed"          // typed
	CodeDayRange        Code = "day.range"               // typed, range ("day out of range"), example

	// The hint ladder.
	CodeNoWordsLeft    Code = "hint.none_left"    // board (on the daily: today true)
	CodeNoWordsOnBoard Code = "hint.empty_board"  // board
	CodeAllRevealed    Code = "hint.all_revealed" // left ([]string)
	CodeNoHints        Code = "round.no_hints"    // end

	// The daily.
	CodeDailyOff          Code = "daily.off"
	CodeSettingsNotFound  Code = "daily.no_settings"
	CodeSettingsPlatform  Code = "settings.platform"
	CodeSettingsTime      Code = "settings.time"       // typed
	CodeSettingsTimezone  Code = "settings.timezone"   // typed
	CodeSettingsSize      Code = "settings.size"       // size
	CodeSettingsDict      Code = "settings.dictionary" // typed
	CodeNotPlayed         Code = "share.not_played"    // today
	CodePracticeOff       Code = "practice.off"
	CodeDayFuture         Code = "day.future"          // day, today, doing
	CodeDayToday          Code = "day.today"           // today, doing
	CodeDayRulesForgotten Code = "day.rules_forgotten" // first
	CodeDayBeforeStart    Code = "day.before_start"    // day, first
	CodeDayNoneYet        Code = "day.none_yet"        // doing
	CodeDayEnded          Code = "day.ended"           // a page left open past midnight

	// Live rounds.
	CodeRoundsOff       Code = "rounds.off"
	CodeRoundNotFound   Code = "round.not_found"
	CodeRoundGone       Code = "round.gone"       // a page's round no longer kept
	CodeRoundRunning    Code = "round.running"    // end
	CodeRoundOver       Code = "round.over"       // end
	CodeRoundOverHints  Code = "round.over_hints" // end
	CodeRoundFinished   Code = "round.finished"
	CodeRoundStale      Code = "round.stale"
	CodeRoundStop       Code = "round.stop_not_allowed"
	CodeRulesHints      Code = "rules.hints"      // typed
	CodeRulesTime       Code = "rules.time"       // typed
	CodeRulesTimeRange  Code = "rules.time_range" // duration (string), typed (may be "")
	CodeRulesMode       Code = "rules.mode"       // typed
	CodeRulesSize       Code = "rules.size"       // typed
	CodeRulesDictionary Code = "rules.dictionary" // typed

	// Languages of play (package lang).
	CodeUnknownLanguage Code = "lang.unknown"     // lang (as typed), codes ([]string)
	CodeNotInAlphabet   Code = "lang.not_letters" // typed, lang (native name), code, letter (the first not in it)
	CodeBareQ           Code = "lang.bare_q"      // typed, lang, code: a q with no u after it, where q is only on the Qu tile (English, French…)
	CodeNoLetters       Code = "lang.no_letters"  // typed, lang, code: a word typed empty, only spaces, or only what the language folds away (' in Ukrainian, · in Catalan)

	// Limits on how fast a player goes, on every surface.
	CodeRateCommands Code = "rate.commands" // wait (time.Duration)
	CodeRateWords    Code = "rate.words"    // wait
	CodeRateHints    Code = "rate.hints"    // wait
	CodeRateReload   Code = "rate.reload"   // wait

	// The web page's own: its session, its requests.
	CodeNoSession      Code = "web.no_session"
	CodeSessionEnded   Code = "web.session_ended"
	CodeSessionInvalid Code = "web.session_invalid"
	CodeOtherOrigin    Code = "web.other_origin"
	CodeNotJSON        Code = "web.not_json"
	CodeBadBody        Code = "web.bad_body"
	CodeTooLarge       Code = "web.too_large" // bytes, max
	CodeNoWord         Code = "web.no_word"
	CodeLiveNone       Code = "web.live_none" // a board with no live events
	CodeLiveBusy       Code = "web.live_busy" // wait: the server holds all the streams it may
	CodeLiveTabs       Code = "web.live_tabs" // max, wait: one player's streams
	CodeInternal       Code = "internal"

	// Writes that failed: the player's words (or hint) were not saved.
	CodeNotSaved      Code = "store.not_saved"      // the database refuses writes (ErrCannotWrite): only an admin can fix it
	CodeNotSavedRetry Code = "store.not_saved_busy" // a passing failure (a timeout, a lost connection): sending again may work

	// The Discord Activity's sign-in (web/activity.go).
	CodeActivityOff       Code = "activity.off"
	CodeActivityCode      Code = "activity.code"
	CodeActivityIDs       Code = "activity.ids"
	CodeActivityDevice    Code = "activity.device"
	CodeActivityBusy      Code = "activity.busy"
	CodeActivitySlow      Code = "activity.slow"
	CodeActivityRefused   Code = "activity.refused"
	CodeActivityWho       Code = "activity.who"
	CodeActivityInstance  Code = "activity.instance"
	CodeActivityGone      Code = "activity.gone"
	CodeActivityNotListed Code = "activity.not_listed"
	CodeActivityElsewhere Code = "activity.elsewhere"
	CodeActivityGuilds    Code = "activity.guilds"
	CodeActivityNotMember Code = "activity.not_member"
	CodeActivityNothing   Code = "activity.nothing"
)
