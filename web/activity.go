package web

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/internal/text"
	"github.com/bogglebot/bogglebot/round"
)

// discordPlatform is the platform name bot/discord uses (web does not
// import the adapter).
const discordPlatform = "discord"

// activityBody is what the Activity sends after the Embedded App SDK's
// authorize: the code to exchange, and where it was launched.
type activityBody struct {
	Code    string `json:"code"`
	Guild   string `json:"guild"`
	Channel string `json:"channel"`
}

// activitySession exchanges an Activity's authorization code for the
// player's Discord identity (the client secret never leaves the server)
// and answers with the access token the SDK's authenticate needs and a
// session for the board of the channel: its running round, else the
// guild's daily. The guild must be one the player is in.
func (s *Server) activitySession(w http.ResponseWriter, r *http.Request) {
	security(w, "'none'")
	w.Header().Set("Cache-Control", "no-store")
	fail := func(status int, msg string) { writeJSON(w, status, map[string]string{"error": msg}) }
	if s.cfg.ClientSecret == "" || s.cfg.ClientID == "" {
		fail(http.StatusNotFound, "The Discord Activity isn't set up on this bot (DISCORD_CLIENT_SECRET).")
		return
	}
	var b activityBody
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4<<10)).Decode(&b); err != nil || b.Code == "" || len(b.Code) > 512 {
		fail(http.StatusBadRequest, "Send {\"code\": ...} from the SDK's authorize.")
		return
	}
	if !text.Snowflake(b.Guild) && b.Guild != "" || !text.Snowflake(b.Channel) && b.Channel != "" {
		fail(http.StatusBadRequest, "The guild and channel must be Discord ids.")
		return
	}
	// Each sign-in costs up to three calls to Discord with the bot's
	// credentials, whoever sends a code (a forged one too): a global
	// budget keeps a flood of them from getting the bot's address
	// rate-limited or banned by Discord.
	if !s.exchanges.AllowN(s.now(), 1) {
		w.Header().Set("Retry-After", "5")
		fail(http.StatusTooManyRequests, "Many players are opening the board at once. Close the Activity and open it again in a few seconds.")
		return
	}
	// Discord may be slow: give up in time to say so, before the
	// server's write timeout would cut the answer off.
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.ExchangeTimeout)
	defer cancel()
	http.NewResponseController(w).SetWriteDeadline(time.Now().Add(s.cfg.ExchangeTimeout + 5*time.Second))
	token, err := s.exchange(ctx, b.Code)
	if ctx.Err() != nil && r.Context().Err() == nil {
		s.log.Warn("activity: Discord did not answer the code exchange in time", "timeout", s.cfg.ExchangeTimeout)
		fail(http.StatusGatewayTimeout, "Discord is slow to answer. Close the Activity and open it again in a moment.")
		return
	}
	if err != nil {
		s.log.Warn("activity: exchange the authorization code", "err", err)
		fail(http.StatusUnauthorized, "Discord did not accept the sign-in. Close the Activity and open it again.")
		return
	}
	var me struct {
		ID         string `json:"id"`
		Username   string `json:"username"`
		GlobalName string `json:"global_name"`
	}
	if err := s.discordGet(ctx, token, "/users/@me", &me); err != nil || !text.Snowflake(me.ID) {
		s.log.Warn("activity: read the player", "err", err)
		fail(http.StatusBadGateway, "Discord did not say who you are. Close the Activity and open it again.")
		return
	}
	if b.Guild != "" {
		var guilds []struct {
			ID string `json:"id"`
		}
		if err := s.discordGet(ctx, token, "/users/@me/guilds", &guilds); err != nil {
			s.log.Warn("activity: read the player's servers", "err", err)
			fail(http.StatusBadGateway, "Discord did not list your servers. Close the Activity and open it again.")
			return
		}
		in := false
		for _, g := range guilds {
			in = in || g.ID == b.Guild
		}
		if !in {
			fail(http.StatusForbidden, "You are not a member of the server this Activity runs in.")
			return
		}
	}
	c := Claims{Platform: discordPlatform, Guild: b.Guild, User: me.ID, Name: cmp.Or(me.GlobalName, me.Username, me.ID)}
	if s.cfg.Rounds != nil && b.Channel != "" {
		// Outside a server the bot cannot check who may see a channel (a
		// player's token does not list their DMs), so a DM's round opens
		// here only for the player who started it; others play it in chat.
		if rd, err := s.cfg.Rounds.Running(ctx, round.Key{Platform: discordPlatform, Guild: b.Guild, Channel: b.Channel}); err == nil &&
			(b.Guild != "" || rd.Starter.ID == me.ID) {
			c.Round = rd.ID
		}
	}
	if c.Round == "" {
		if s.cfg.Daily == nil {
			fail(http.StatusNotFound, "No round is running in this channel, and the daily challenge isn't enabled.")
			return
		}
		g := game.Guild{Platform: discordPlatform, ID: b.Guild}
		if b.Guild == "" {
			g.ID = "dm:" + me.ID
		}
		c.Guild = g.ID
		d, _, err := s.cfg.Daily.Today(ctx, g, me.ID)
		if err != nil {
			s.log.Error("activity: today's board", "err", err)
			fail(http.StatusInternalServerError, "Something went wrong on the bot's side. Please try again in a moment.")
			return
		}
		c.Day = int32(d.Day)
	}
	session, _ := s.session(ctx, c)
	writeJSON(w, http.StatusOK, map[string]string{"access_token": token, "session": session})
}

// exchange trades an authorization code for an access token at Discord's
// /oauth2/token.
func (s *Server) exchange(ctx context.Context, code string) (string, error) {
	form := url.Values{"client_id": {s.cfg.ClientID}, "client_secret": {s.cfg.ClientSecret}, "grant_type": {"authorization_code"}, "code": {code}}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.cfg.DiscordAPI+"/oauth2/token", strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	var out struct {
		AccessToken string `json:"access_token"`
	}
	if err := s.do(req, &out); err != nil {
		return "", fmt.Errorf("oauth2 token: %w", err)
	}
	if out.AccessToken == "" {
		return "", errors.New("oauth2 token: no access_token in the answer")
	}
	return out.AccessToken, nil
}

func (s *Server) discordGet(ctx context.Context, token, path string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.cfg.DiscordAPI+path, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	if err := s.do(req, v); err != nil {
		return fmt.Errorf("GET %s: %w", path, err)
	}
	return nil
}

// do sends req and decodes a 2xx JSON answer into v; otherwise an error
// with the status (never the body, which may echo a secret).
func (s *Server) do(req *http.Request, v any) error {
	resp, err := s.cfg.Client.Do(req)
	if err != nil {
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err // the URL is not secret, but keep errors short
		}
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		drain(resp.Body)
		return fmt.Errorf("Discord answered %s", resp.Status)
	}
	return json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(v)
}
