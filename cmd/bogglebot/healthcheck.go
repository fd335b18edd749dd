package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"time"

	"github.com/bogglebot/bogglebot/config"
)

func init() {
	register(command{
		name:    "healthcheck",
		args:    "[--url URL] [--config FILE]",
		summary: "exit 0 if the local bogglebot answers /healthz (for container HEALTHCHECKs)",
		run:     runHealthcheck,
	})
}

func runHealthcheck(ctx context.Context, c *cli, args []string) error {
	fs := newFlags(c, "healthcheck", commands["healthcheck"].args)
	target := fs.String("url", "", "URL to check (default: /healthz on BOGGLEBOT_HTTP_ADDR, else :8080)")
	file := fs.String("config", "", "the config file serve was given, for its BOGGLEBOT_HTTP_ADDR (the environment wins; default BOGGLEBOT_CONFIG)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("unexpected argument %q", pos[0])
	}
	if *target == "" {
		// Only the address matters here: the other settings are serve's
		// business, so a problem with them is not one of ours.
		cfg, err := config.Load(c.lookupEnv, *file)
		if err := config.Only(err, config.EnvHTTPAddr); err != nil {
			return err
		}
		addr := cfg.HTTPAddr
		host, port, err := net.SplitHostPort(addr)
		if err != nil {
			return fmt.Errorf("BOGGLEBOT_HTTP_ADDR %q is not host:port", addr)
		}
		if host == "" || host == "0.0.0.0" || host == "::" {
			host = "127.0.0.1"
		}
		*target = "http://" + net.JoinHostPort(host, port) + "/healthz"
	}
	if u, err := url.Parse(*target); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return usagef("--url %q is not an http:// or https:// URL", *target)
	}
	ctx, cancel := context.WithTimeout(ctx, 4*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, *target, nil)
	if err != nil {
		return usagef("--url %q is not an http:// or https:// URL", *target)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("%s is not answering (%v)", *target, errors.Unwrap(err))
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s answered %s", *target, resp.Status)
	}
	fmt.Fprintln(c.stdout, "ok")
	return nil
}
