package discord

import "testing"

// TestMentionsInPlainWords: a command named in plain words becomes its
// mention like one in a code span, with a subcommand when it names one;
// a link, a path, a mention already made, someone else's command and
// words quoted in code that are not a command stay as they are.
func TestMentionsInPlainWords(t *testing.T) {
	var d Discord
	m := map[string]string{"daily": "</daily show:1>", "daily setup": "</daily setup:1>", "help": "</help:2>"}
	d.mention.Store(&m)
	for _, c := range []struct{ in, want string }{
		{"Ask for today's with /daily.", "Ask for today's with </daily show:1>."},
		{"/help COMMAND for its options, /help boards for boards", "</help:2> COMMAND for its options, </help:2> boards for boards"},
		{"run /daily setup in the channel", "run </daily setup:1> in the channel"},
		{"(/daily or the button)", "(</daily show:1> or the button)"},
		{"« /daily »", "« </daily show:1> »"},
		{"`/daily setup language:fr` or /help", "</daily setup:1> `language:fr` or </help:2>"},
		{"see https://example.com/daily and a/daily", "see https://example.com/daily and a/daily"},
		{"</daily show:1> stays", "</daily show:1> stays"},
		{"/giphy cat, `/giphy`, `a /daily`", "/giphy cat, `/giphy`, `a /daily`"},
		{"```\n/daily\n``` then /daily", "```\n/daily\n``` then </daily show:1>"},
	} {
		if got := d.mentions(c.in); got != c.want {
			t.Errorf("mentions(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	var none Discord // before registration: no ids, no change
	if got := none.mentions("with /daily."); got != "with /daily." {
		t.Errorf("before registration: %q", got)
	}
}
