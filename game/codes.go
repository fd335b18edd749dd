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

	// Reminders (/remind).
	CodeRemindTime     Code = "remind.time"        // typed
	CodeRemindTimezone Code = "remind.timezone"    // typed
	CodeRemindOff      Code = "remind.unavailable" // no reminders on this platform, or from a round's page

	// The daily post's role (/daily setup role:, the post's buttons).
	CodeRolesOff           Code = "role.off"
	CodeRoleUnknown        Code = "role.unknown"         // typed
	CodeRoleNotMentionable Code = "role.not_mentionable" // role (a mention)
	CodeRoleCannotManage   Code = "role.cannot_manage"   // role, missing (the platform's names of what is missing)
	CodeRoleManaged        Code = "role.managed"         // role
	CodeRoleAbove          Code = "role.above"           // role: above the bot's own
	CodeRoleNone           Code = "role.none"
	CodeRoleRefused        Code = "role.refused" // role: the platform would not add or remove the player

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
	// Boards as typed, and dice (their solver errors, a *solver.ParseError
	// or *solver.DiceError, wrapped with these codes where they meet a
	// player; package i18n words the ParseError it finds in the chain).
	CodeBoard       Code = "board.parse"   // typed ("" when not typed), langs ([]string: lang: codes that read it)
	CodeNoDice      Code = "board.no_dice" // size, sizes ([]int), code (a language of play's, "" English)
	CodeBoardRuns   Code = "board.ends"    // command, long, longsize, short, shortsize: two boards read in the words
	CodeDictionary  Code = "dict.unknown"  // typed: no such dictionary tier
	CodeWholeNumber Code = "option.number" // option, typed, min, max

	// Chat commands as typed (package bot's free text, /help).
	CodeNoCommand      Code = "text.empty"
	CodeNeedsOption    Code = "text.needs_option"  // command, option, example ("" none)
	CodeUnknownSub     Code = "text.unknown_sub"   // typed ("play stopp"), command ("play"), near ([]string: commands)
	CodeNotACommand    Code = "text.not_command"   // typed, near: a first word, with no slash, that names no command
	CodeNoSlash        Code = "text.no_slash"      // words that name no command and start with no slash
	CodeUnknownCommand Code = "command.unknown"    // typed, near
	CodeNoSuchOption   Code = "text.no_option"     // command, typed, options ([]string)
	CodeOptionTwice    Code = "text.option_twice"  // option, command
	CodeNoFreeText     Code = "text.no_free_text"  // command, typed, options
	CodeQuoteOpen      Code = "text.quote_open"    // a " not closed
	CodeNoHelp         Code = "help.unknown"       // typed, near
	CodeAdminOnly      Code = "command.admin_only" // command
	CodeNotAdmin       Code = "command.not_admin"  // doing ("daily_setup", "delete_server"): the platform says who may
	CodeButtonGone     Code = "button.gone"        // command ("" any, "solve", "play", "daily"): a button the bot no longer serves
	CodeButtonOld      Code = "button.old"         // command: a button from an older version

	// /solve, /path, /random, /define, /study.
	CodeRoundHidesBoard Code = "solve.round_board"
	CodeNoChannelBoard  Code = "solve.no_board"     // example ("" none: the player writes another language)
	CodeBoardNoDie      Code = "solve.board_no_die" // board, from, to (language codes): to has no die with its letters
	CodeBoardOtherLang  Code = "solve.board_lang"   // board, from, to
	CodeRulesName       Code = "solve.rules"        // typed
	CodeWhichWord       Code = "word.which"         // command ("path", "define")
	CodeWordLink        Code = "word.link"          // typed
	CodeWordNotLetter   Code = "word.not_letter"    // typed, char
	CodeWordAZ          Code = "word.a_z"           // typed
	CodeWordOrBoard     Code = "path.which"         // word, board
	CodePathNoWord      Code = "path.no_word"       // typed
	CodePathNotOn       Code = "path.not_on"        // typed, board, why (*solver.NotOnBoardError or nil), indict (bool), dict, code
	CodePathUndecided   Code = "path.undecided"     // typed, board, indict, dict, code
	CodeRandomWord      Code = "random.unknown"     // typed, rules
	CodeRandomSize      Code = "random.size"        // typed
	CodeRulesTwice      Code = "rules.twice"        // command ("play", "random"), rule ("size", "time", "mode", "dict", "hints", "lang", "quality"), first, second
	CodeQuality         Code = "deal.quality"       // typed
	CodeNoBestBoards    Code = "deal.no_best"       // size, dict
	CodeStudySize       Code = "study.size"         // typed, max
	CodeStudyCount      Code = "study.count"        // typed, max
	CodeStudyWords      Code = "study.words"        // typed, max
	CodeStudyDictTwice  Code = "study.dict_twice"   // first, second, max
	CodeStudyWord       Code = "study.unknown"      // typed, max
	CodeStudyCountTwice Code = "study.count_twice"  // first, second, max
	CodeStudyNumbers    Code = "study.numbers"      // typed, max
	CodeStudyPreparing  Code = "study.preparing"    // size, code
	CodeDefineOneWord   Code = "define.one_word"    // typed, n
	CodeDefineEnglish   Code = "define.english"     // typed
	CodeDefineTooLong   Code = "define.too_long"    // typed, n, max
	CodeDefineBlocked   Code = "define.blocked"     // a slur

	// /play and its buttons; /guess, /hint, /leaderboard.
	CodePlayRule        Code = "rules.unknown"    // typed
	CodeRichAndBoard    Code = "rules.rich_board" // typed
	CodeBoardSizeAsked  Code = "rules.board_size" // size (the board's), want
	CodeRoundJustEnded  Code = "round.just_ended"
	CodeActivityNotHere Code = "activity.not_here"
	CodeWebOff          Code = "web.off"
	CodeOtherChannel    Code = "round.other_channel" // what ("button", "form", "review")
	CodeRoundNotOver    Code = "round.not_over"
	CodeNoWordsTyped    Code = "guess.none"          // input, doing ("daily", "practise", "round"), day (practise)
	CodeHintPractising  Code = "practice.hint"       // day
	CodeLeaderboardName Code = "leaderboard.unknown" // typed
	CodeSeasonFormat    Code = "season.format"       // typed
	CodeSeasonAhead     Code = "season.ahead"        // typed, current (YYYY-MM)

	// /daily setup, /daily share, /privacy.
	CodeSetupDM        Code = "settings.dm"
	CodeSetupStop      Code = "settings.stop"       // typed
	CodeSetupFreezes   Code = "settings.freezes"    // typed, max
	CodeSetupSizeTyped Code = "settings.size_typed" // typed
	CodeShareEnded     Code = "share.ended"         // day
	CodePrivacyAction  Code = "privacy.unknown"     // typed, near ("" none)
	CodePrivacyDM      Code = "privacy.dm"
	CodePrivacyPlayer  Code = "privacy.other_player"
	CodePrivacyServer  Code = "privacy.other_server"

	// Channels and admins, as a platform checks them (bot/discord, bot/slack).
	CodeChannelInvalid   Code = "channel.invalid"     // typed: not a channel Discord offers
	CodeChannelByName    Code = "channel.by_name"     // typed: Slack channels are not looked up by name
	CodeChannelPerms     Code = "channel.permissions" // channel (the platform's link), missing (the platform's names of permissions)
	CodeChannelDM        Code = "channel.dm"          // the daily posts need a channel
	CodeChannelHidden    Code = "channel.hidden"      // channel
	CodeChannelUnchecked Code = "channel.unchecked"   // channel
	CodeChannelArchived  Code = "channel.archived"    // channel
	CodeChannelNotMember Code = "channel.not_member"  // channel
	CodeAdminUnknown     Code = "admin.unknown"       // the platform could not say

	// The bot's runtime, admitting a request.
	CodeBusy       Code = "runtime.busy"      // no worker free in time
	CodeRestarting Code = "runtime.closing"   // shutting down
	CodeUserBusy   Code = "runtime.user_busy" // n: the player's requests already on the way
)
