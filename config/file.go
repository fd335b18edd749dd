package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"
	"go.yaml.in/yaml/v3"

	"github.com/bogglebot/bogglebot/internal/suggest"
)

// Known lists every setting, by its environment variable name. A config file
// uses the same names as keys (any case).
var Known = []string{
	EnvHTTPAddr, EnvAdminAddr, EnvDatabaseURL, EnvLogFormat, EnvLogLevel, EnvDict, EnvDailySeed, EnvLanguages, EnvPreloadLanguages, EnvRetention, EnvRemovalGrace,
	EnvDiscordToken, EnvDiscordAppID, EnvDiscordPublicKey, EnvDiscordGuildID, EnvDiscordMode,
	EnvDiscordAPIURL, EnvDiscordShardID, EnvDiscordShardCount,
	EnvSlackBotToken, EnvSlackAppToken, EnvSlackSigningSecret, EnvSlackMode, EnvSlackAPIURL, EnvSlackAdmins,
	EnvPublicURL, EnvWebSecret, EnvDiscordClientSecret,
	EnvWorkers, EnvQueue, EnvPerUser, EnvQueueWait, EnvConnsPerClient, EnvTrustedProxies,
}

// ReadFile reads settings from a YAML (.yaml, .yml) or TOML (.toml) file
// whose keys are the environment variables' names:
//
//	DISCORD_MODE: http
//	BOGGLEBOT_HTTP_ADDR: ":8080"
//
// Every unknown key or value that is not a single string, number or boolean
// is a problem, reported together as Problems beside the settings that could
// be read.
func ReadFile(path string) (map[string]string, error) {
	ext := strings.ToLower(filepath.Ext(path))
	if ext != ".yaml" && ext != ".yml" && ext != ".toml" {
		// Not shown: this may be a secret given as the file's name.
		shown := shapeOf("the name given", path)
		if q, ok := showable(EnvConfigFile, path); ok {
			shown = "you gave " + q
		}
		return nil, fmt.Errorf("config file: name it .yaml, .yml or .toml so its format is known (%s)", shown)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read config file: %w", err)
	}
	raw := map[string]any{}
	switch ext {
	case ".yaml", ".yml":
		dec := yaml.NewDecoder(bytes.NewReader(data))
		if err := dec.Decode(&raw); err != nil && !errors.Is(err, io.EOF) {
			return nil, syntaxError(path, "YAML", "NAME: value", yamlLine(err))
		}
	case ".toml":
		if _, err := toml.Decode(string(data), &raw); err != nil {
			line := 0
			var pe toml.ParseError
			if errors.As(err, &pe) {
				line = pe.Position.Line
			}
			return nil, syntaxError(path, "TOML", `NAME = "value"`, line)
		}
	}
	out := map[string]string{}
	var p Problems
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		name := strings.ToUpper(strings.TrimSpace(k))
		if !slices.Contains(Known, name) {
			shown := fmt.Sprintf("%q", k)
			if !settingName(k) { // a secret written where a name goes
				shown = "(" + shapeOf("its name", k) + ")"
			} else if near := nearSettings(k); near != "" {
				p = append(p, fmt.Sprintf("config file %s: unknown setting %s: did you mean %s?", path, shown, near))
				continue
			}
			p = append(p, fmt.Sprintf("config file %s: unknown setting %s (settings are named like the environment variables, e.g. %s)", path, shown, EnvDiscordMode))
			continue
		}
		switch v := raw[k].(type) {
		case string:
			out[name] = v
		case int, int64, uint64, float64, bool:
			out[name] = fmt.Sprint(v)
		case nil:
		case []any:
			p = append(p, fmt.Sprintf("config file %s: %s must be a single value (text, a number or true/false), not a list; write several in one string, like \"a,b\"", path, name))
		default:
			p = append(p, fmt.Sprintf("config file %s: %s must be a single value (text, a number or true/false), not a list or a table", path, name))
		}
	}
	if len(p) > 0 {
		return out, p
	}
	return out, nil
}

// Load reads the configuration from the environment (through lookupEnv) and
// from a config file: file, or else the one BOGGLEBOT_CONFIG names, if any;
// a non-empty environment variable wins over the file. It validates everything and reports every problem at
// once as Problems.
func Load(lookupEnv func(string) (string, bool), file string) (Config, error) {
	if file == "" {
		v, _ := lookupEnv(EnvConfigFile)
		file = strings.TrimSpace(v)
	}
	var fileVals map[string]string
	var problems Problems
	if file != "" {
		var err error
		fileVals, err = ReadFile(file)
		if !errors.As(err, &problems) && err != nil {
			return Config{}, err // unreadable or unparsable: nothing more to say
		}
	}
	c, err := FromEnv(func(k string) (string, bool) {
		if v, ok := lookupEnv(k); ok && strings.TrimSpace(v) != "" {
			return v, true
		}
		v, ok := fileVals[k]
		return v, ok
	})
	var more Problems
	if errors.As(err, &more) {
		problems = append(problems, more...)
	}
	if len(problems) > 0 {
		return c, problems
	}
	return c, nil
}

// Only keeps, of the problems in err, those with the settings named by
// keys: for a command that reads a few settings and need not fail over the
// others. Any other error is returned as it is; nil if none is left.
func Only(err error, keys ...string) error {
	var all Problems
	if !errors.As(err, &all) {
		return err
	}
	var mine Problems
	for _, p := range all {
		for _, k := range keys {
			if strings.HasPrefix(p, k+":") || strings.HasPrefix(p, k+" ") {
				mine = append(mine, p)
				break
			}
		}
	}
	if len(mine) == 0 {
		return nil
	}
	return mine
}

// syntaxError says where a config file cannot be read. The parser's own
// message is left out: it may quote the line, and the line may hold a
// secret.
func syntaxError(path, format, example string, line int) error {
	where := ""
	if line > 0 {
		where = fmt.Sprintf(" at line %d", line)
	}
	return fmt.Errorf("config file %s: not valid %s%s (the line is not shown: it may hold a secret); write one setting a line, as %s", path, format, where, example)
}

// yamlLine finds the line number in a YAML error ("yaml: line 3: ..."),
// 0 if there is none.
func yamlLine(err error) int {
	var te *yaml.TypeError
	msg := err.Error()
	if errors.As(err, &te) && len(te.Errors) > 0 {
		msg = te.Errors[0]
	}
	_, rest, ok := strings.Cut(msg, "line ")
	if !ok {
		return 0
	}
	n := 0
	for _, r := range rest {
		if r < '0' || r > '9' {
			break
		}
		n = n*10 + int(r-'0')
	}
	return n
}

// settingName reports whether k is shaped like a setting's name (letters
// and underscores, as DISCORD_MODE), and so safe to show.
func settingName(k string) bool {
	return len(k) > 0 && len(k) <= 40 && strings.Trim(strings.ToUpper(k), "ABCDEFGHIJKLMNOPQRSTUVWXYZ_") == ""
}

// nearSettings names the known settings a mistyped setting's name was most
// likely meant to be ("DISCORD_APP_ID" for DISCORD_APPID), or "" if none is
// close.
func nearSettings(name string) string {
	known := make([]string, len(Known))
	for i, k := range Known {
		known[i] = strings.ToLower(k)
	}
	near := suggest.Names(name, known, 2)
	if len(near) == 0 || len(near) > 3 {
		return ""
	}
	for i, n := range near {
		near[i] = strings.ToUpper(n)
	}
	return orList(near)
}

// orList joins items as "a", "a or b", "a, b or c".
func orList(items []string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}
