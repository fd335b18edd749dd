package discord_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
)

// withLocale is an interaction body with the player's locale and the
// server's (guild_locale), as Discord sends them.
func withLocale(t *testing.T, body []byte, locale, guild string) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatal(err)
	}
	m["locale"], m["guild_locale"] = locale, guild
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestLocaleRefusal: a player whose Discord is in French reads a refusal
// (only they see it) in French, whatever the server's language; a player
// in Japanese, a language the bot does not write, reads English.
func TestLocaleRefusal(t *testing.T) {
	e := newHTTPEnv(t, discord.Config{})
	for i, c := range []struct{ locale, guild, want string }{
		{"fr", "en-US", "Le défi du jour n'est pas activé sur ce bot"},
		{"de", "fr", "Das Tagesrätsel ist bei diesem Bot nicht eingeschaltet"},
		{"es-419", "", "El reto diario no está activado en este bot"},
		{"pt-BR", "", "O desafio diário não está ativado neste bot"},
		{"ja", "fr", "The daily challenge isn't enabled on this bot"},
		{"", "", "The daily challenge isn't enabled on this bot"},
	} {
		body := withLocale(t, discordtest.Interaction("loc"+string(rune('a'+i)), 2, discordtest.Command("daily", nil)), c.locale, c.guild)
		status, resp := do(t, signed(t, e.url(), e.priv, time.Now(), body))
		var s sent
		if err := json.Unmarshal(resp, &s); err != nil || status != 200 {
			t.Fatalf("%s: %d %s (%v)", c.locale, status, resp, err)
		}
		if !strings.Contains(s.Data.Content, c.want) || s.Data.Flags&64 == 0 {
			t.Errorf("locale %q: got %q (flags %d); want an ephemeral %q", c.locale, s.Data.Content, s.Data.Flags, c.want)
		}
	}
}
