package bot

import "testing"

// TestServerPrinter: a server's posts speak its language of play when the
// bot writes it (a daily set to French posts in French), else English.
func TestServerPrinter(t *testing.T) {
	for tier, want := range map[string]string{
		"French": "Tout le monde\u00a0: ", "german": "Alle: ", "Spanish": "Todos: ",
		"standard": "Everyone: ", "": "Everyone: ", "Polish": "Everyone: ",
		// Breton is not French (x/text calls br→fr a High match);
		// Croatian and Hungarian have no catalog of the bot's words.
		"Breton": "Everyone: ", "Croatian": "Everyone: ", "Hungarian": "Everyone: ",
	} {
		if got := serverPrinter(tier).Sprintf("Everyone: "); got != want {
			t.Errorf("%q: %q, want %q", tier, got, want)
		}
	}
}
