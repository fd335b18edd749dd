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
)

// Known lists every setting, by its environment variable name. A config file
// uses the same names as keys (any case).
var Known = []string{
	EnvHTTPAddr, EnvDatabaseURL, EnvLogFormat, EnvLogLevel, EnvDict, EnvDailySeed,
	EnvDiscordToken, EnvDiscordAppID, EnvDiscordPublicKey, EnvDiscordGuildID, EnvDiscordMode,
	EnvDiscordAPIURL, EnvDiscordShardID, EnvDiscordShardCount,
	EnvSlackBotToken, EnvSlackAppToken, EnvSlackSigningSecret, EnvSlackMode, EnvSlackAPIURL, EnvSlackAdmins,
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
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read config file: %w", err)
	}
	raw := map[string]any{}
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".yaml", ".yml":
		dec := yaml.NewDecoder(bytes.NewReader(data))
		if err := dec.Decode(&raw); err != nil && !errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("config file %s: %w", path, err)
		}
	case ".toml":
		if _, err := toml.Decode(string(data), &raw); err != nil {
			return nil, fmt.Errorf("config file %s: %w", path, err)
		}
	default:
		return nil, fmt.Errorf("config file %s: name it .yaml, .yml or .toml so its format is known", path)
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
			p = append(p, fmt.Sprintf("config file %s: unknown setting %q (settings are named like the environment variables, e.g. %s)", path, k, EnvDiscordMode))
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
