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
	"strings"
	"time"

	"golang.org/x/time/rate"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/internal/text"
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
	c, token, err := s.activitySignIn(w, r)
	if err != nil {
		s.fail(w, r, Claims{}, err)
		return
	}
	session, _ := s.session(r.Context(), c)
	writeJSON(w, http.StatusOK, map[string]string{"access_token": token, "session": session})
}

// activityUser is the player as Discord says.
type activityUser struct {
	ID         string `json:"id"`
	Username   string `json:"username"`
	GlobalName string `json:"global_name"`
	// Locale is the language the player chose in Discord (the identify
	// scope gives it): the board's language.
	Locale string `json:"locale"`
}

// activitySignIn reads the page's code, checks it is within the sign-in
// budgets, exchanges it for the player and finds where the Activity runs:
// the claims of the player's session and their access token, or a game
// error the page words (the same table as the chat's).
func (s *Server) activitySignIn(w http.ResponseWriter, r *http.Request) (Claims, string, error) {
	if s.cfg.ClientSecret == "" || s.cfg.ClientID == "" {
		return Claims{}, "", game.E(game.Unavailable, game.CodeActivityOff)
	}
	var b activityBody
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4<<10)).Decode(&b); err != nil || b.Code == "" || len(b.Code) > 512 {
		return Claims{}, "", game.E(game.Invalid, game.CodeActivityCode)
	}
	if !text.Snowflake(b.Guild) && b.Guild != "" || !text.Snowflake(b.Channel) && b.Channel != "" {
		return Claims{}, "", game.E(game.Invalid, game.CodeActivityIDs)
	}
	// Each sign-in costs a few calls to Discord with the bot's
	// credentials, whoever sends a code (a forged one too): a budget per
	// client address first, then a shared one, keep a flood of them from
	// getting the bot's address rate-limited or banned by Discord, and
	// one client spending its own budget leaves the shared one to others.
	if !s.clientExchange(r) {
		return Claims{}, "", game.E(game.Limit, game.CodeActivityDevice, game.Facts{"wait": s.cfg.ExchangeClientEvery})
	}
	if !s.exchanges.AllowN(s.now(), 1) {
		return Claims{}, "", game.E(game.Limit, game.CodeActivityBusy, game.Facts{"wait": 5 * time.Second})
	}
	// Discord may be slow: give up in time to say so, before the
	// server's write timeout would cut the answer off.
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.ExchangeTimeout)
	defer cancel()
	http.NewResponseController(w).SetWriteDeadline(time.Now().Add(s.cfg.ExchangeTimeout + 5*time.Second))
	token, me, err := s.activityPlayer(ctx, r, b.Code)
	if err != nil {
		return Claims{}, "", err
	}
	guild, channel, err := s.activityPlace(ctx, b, token, me)
	if err != nil {
		return Claims{}, "", err
	}
	c, err := s.activityClaims(ctx, guild, channel, me)
	return c, token, err
}

// activityPlayer exchanges the code for the player's access token and
// reads who they are.
func (s *Server) activityPlayer(ctx context.Context, r *http.Request, code string) (string, activityUser, error) {
	var me activityUser
	token, err := s.exchange(ctx, code)
	if ctx.Err() != nil && r.Context().Err() == nil {
		s.log.Warn("activity: Discord did not answer the code exchange in time", "timeout", s.cfg.ExchangeTimeout)
		return "", me, game.E(game.Unavailable, game.CodeActivitySlow)
	}
	if err != nil {
		s.log.Warn("activity: exchange the authorization code", "err", err)
		return "", me, game.E(game.NotAllowed, game.CodeActivityRefused)
	}
	if err := s.discordGet(ctx, "Bearer "+token, "/users/@me", &me); err != nil || !text.Snowflake(me.ID) {
		s.log.Warn("activity: read the player", "err", err)
		return "", me, game.E(game.Unavailable, game.CodeActivityWho)
	}
	return token, me, nil
}

// activityPlace finds the guild and channel the Activity runs in. The
// page says where it runs, but only Discord is believed: with the bot
// token, the server reads the Activity's instance (where it runs, who is
// in it), so a session opens a channel's round only for a player Discord
// has in that channel's Activity. Without the bot token or an instance, no
// channel is trusted: the guild's daily, for a member of the guild.
func (s *Server) activityPlace(ctx context.Context, b activityBody, token string, me activityUser) (guild, channel string, err error) {
	guild = b.Guild
	if s.cfg.BotToken != "" && b.Instance != "" {
		if !validInstance(b.Instance) {
			return "", "", game.E(game.Invalid, game.CodeActivityInstance)
		}
		var inst activityInstance
		err := s.discordGet(ctx, "Bot "+s.cfg.BotToken, "/applications/"+url.PathEscape(s.cfg.ClientID)+"/activity-instances/"+url.PathEscape(b.Instance), &inst)
		if err != nil {
			s.log.Warn("activity: read the Activity's instance", "err", err)
			return "", "", game.E(game.NotAllowed, game.CodeActivityGone)
		}
		if !slices.Contains(inst.Users, me.ID) {
			return "", "", game.E(game.NotAllowed, game.CodeActivityNotListed)
		}
		if b.Guild != "" && inst.Location.Guild != b.Guild || !text.Snowflake(inst.Location.Channel) {
			return "", "", game.E(game.NotAllowed, game.CodeActivityElsewhere)
		}
		return inst.Location.Guild, inst.Location.Channel, nil
	}
	if guild == "" {
		return "", "", nil
	}
	var guilds []activityGuild
	if err := s.discordGet(ctx, "Bearer "+token, "/users/@me/guilds", &guilds); err != nil {
		s.log.Warn("activity: read the player's servers", "err", err)
		return "", "", game.E(game.Unavailable, game.CodeActivityGuilds)
	}
	if !slices.ContainsFunc(guilds, func(g activityGuild) bool { return g.ID == guild }) {
		return "", "", game.E(game.NotAllowed, game.CodeActivityNotMember)
	}
	return guild, "", nil
}

// activityGuild is one of the player's servers, as Discord lists them.
type activityGuild struct {
	ID string `json:"id"`
}

// activityClaims are the session's claims: the first mode's board where
// the Activity runs (Mode.Open: the channel's running round, else the
// guild's daily).
func (s *Server) activityClaims(ctx context.Context, guild, channel string, me activityUser) (Claims, error) {
	c := Claims{Platform: discordPlatform, Guild: guild, User: me.ID, Name: cmp.Or(me.GlobalName, me.Username, me.ID), Locale: clipLocale(me.Locale), Issued: s.now().Unix()}
	for _, m := range s.table {
		if opened, ok, err := m.Open(ctx, c, channel); err != nil || ok {
			return opened, err
		}
	}
	return c, game.E(game.NotFound, game.CodeActivityNothing)
}

// clientExchange takes one sign-in from the budget of the request's
// client address (an IPv4 address, or an IPv6 /64; behind a trusted proxy
// the one its X-Forwarded-For names), or reports that it is spent.
func (s *Server) clientExchange(r *http.Request) bool {
	l := rate.NewLimiter(rate.Every(s.cfg.ExchangeClientEvery), s.cfg.ExchangeClientBurst)
	if prev, ok, _ := s.signins.PeekOrAdd(clientOf(s.cfg.Proxies.Client(r)), l); ok {
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
