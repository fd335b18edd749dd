package web

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"golang.org/x/time/rate"

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
	// Instance is the SDK's instanceId: the server asks Discord, with the
	// bot token, where that instance runs and who is in it, and trusts
	// that answer, not the page's guild and channel.
	Instance string `json:"instance"`
}

// validInstance reports whether id can be an Activity instance id (as
// the SDK gives it: "i-1234567890-gc-…"), safe to put in a URL path.
func validInstance(id string) bool {
	if id == "" || len(id) > 100 {
		return false
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// activityInstance is Discord's Activity instance: where it runs and the
// users in it (GET /applications/{app}/activity-instances/{id}).
type activityInstance struct {
	Location struct {
		Kind    string `json:"kind"` // "gc" a server's channel, "pc" a DM or group DM
		Channel string `json:"channel_id"`
		Guild   string `json:"guild_id"`
	} `json:"location"`
	Users []string `json:"users"`
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
	// Each sign-in costs a few calls to Discord with the bot's
	// credentials, whoever sends a code (a forged one too): a budget per
	// client address first, then a shared one, keep a flood of them from
	// getting the bot's address rate-limited or banned by Discord, and
	// one client spending its own budget leaves the shared one to others.
	if !s.clientExchange(r) {
		w.Header().Set("Retry-After", strconv.Itoa(int(s.cfg.ExchangeClientEvery.Seconds()+0.999)))
		fail(http.StatusTooManyRequests, "This device is signing in very often. Wait a few seconds, then close the Activity and open it again.")
		return
	}
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
	if err := s.discordGet(ctx, "Bearer "+token, "/users/@me", &me); err != nil || !text.Snowflake(me.ID) {
		s.log.Warn("activity: read the player", "err", err)
		fail(http.StatusBadGateway, "Discord did not say who you are. Close the Activity and open it again.")
		return
	}
	// The page says where it runs, but only Discord is believed: with
	// the bot token, the server reads the Activity's instance (where it
	// runs, who is in it), so a session opens a channel's round only for
	// a player Discord has in that channel's Activity. Without the bot
	// token or an instance, no channel is trusted: the guild's daily.
	guild, channel := b.Guild, ""
	vouched := false
	if s.cfg.BotToken != "" && b.Instance != "" {
		if !validInstance(b.Instance) {
			fail(http.StatusBadRequest, "The Activity's instance id is not one Discord gives. Close the Activity and open it again.")
			return
		}
		var inst activityInstance
		err := s.discordGet(ctx, "Bot "+s.cfg.BotToken, "/applications/"+url.PathEscape(s.cfg.ClientID)+"/activity-instances/"+url.PathEscape(b.Instance), &inst)
		if err != nil {
			s.log.Warn("activity: read the Activity's instance", "err", err)
			fail(http.StatusForbidden, "Discord does not know this Activity any more. Close it and open it again from the channel.")
			return
		}
		if !slices.Contains(inst.Users, me.ID) {
			fail(http.StatusForbidden, "Discord does not list you in this Activity. Close it and open it again from the channel.")
			return
		}
		if b.Guild != "" && inst.Location.Guild != b.Guild || !text.Snowflake(inst.Location.Channel) {
			fail(http.StatusForbidden, "This Activity runs somewhere else than the page says. Close it and open it again from the channel.")
			return
		}
		guild, channel, vouched = inst.Location.Guild, inst.Location.Channel, true
	}
	if guild != "" && !vouched {
		var guilds []struct {
			ID string `json:"id"`
		}
		if err := s.discordGet(ctx, "Bearer "+token, "/users/@me/guilds", &guilds); err != nil {
			s.log.Warn("activity: read the player's servers", "err", err)
			fail(http.StatusBadGateway, "Discord did not list your servers. Close the Activity and open it again.")
			return
		}
		in := false
		for _, g := range guilds {
			in = in || g.ID == guild
		}
		if !in {
			fail(http.StatusForbidden, "You are not a member of the server this Activity runs in.")
			return
		}
	}
	c := Claims{Platform: discordPlatform, Guild: guild, User: me.ID, Name: cmp.Or(me.GlobalName, me.Username, me.ID)}
	if s.cfg.Rounds != nil && channel != "" {
		if rd, err := s.cfg.Rounds.Running(ctx, round.Key{Platform: discordPlatform, Guild: guild, Channel: channel}); err == nil {
			c.Round = rd.ID
		}
	}
	if c.Round == "" {
		if s.cfg.Daily == nil {
			fail(http.StatusNotFound, "No round is running in this channel, and the daily challenge isn't enabled.")
			return
		}
		g := game.Guild{Platform: discordPlatform, ID: guild}
		if guild == "" {
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

// clientExchange takes one sign-in from the budget of the request's
// client address (an IPv4 address, or an IPv6 /64), or reports that it is
// spent.
func (s *Server) clientExchange(r *http.Request) bool {
	l := rate.NewLimiter(rate.Every(s.cfg.ExchangeClientEvery), s.cfg.ExchangeClientBurst)
	if prev, ok, _ := s.signins.PeekOrAdd(clientOf(r.RemoteAddr), l); ok {
		l = prev
	}
	return l.AllowN(s.now(), 1)
}

// clientOf is the client address of a request's remote address: the IPv4
// address, or the /64 of an IPv6 one (one household or host).
func clientOf(remote string) string {
	host, _, err := net.SplitHostPort(remote)
	if err != nil {
		host = remote
	}
	ip := net.ParseIP(host)
	if ip == nil {
		return host
	}
	if ip4 := ip.To4(); ip4 != nil {
		return ip4.String()
	}
	return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
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

// discordGet reads path from Discord's API with auth ("Bearer " and the
// player's token, or "Bot " and the bot's) into v.
func (s *Server) discordGet(ctx context.Context, auth, path string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.cfg.DiscordAPI+path, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", auth)
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
