//go:build !linux

package main

import (
	"errors"
	"syscall"
)

func sysProcAttr() *syscall.SysProcAttr { return nil }

var errNoProc = errors.New("no /proc on this system")

func procStatus(pid int) (rss, threads float64, err error) { return 0, 0, errNoProc }
func procStat(pid int) (float64, float64, error)           { return 0, 0, errNoProc }
func selfCPU() float64                                     { return 0 }
func loadAvg() string                                      { return "" }
func machineCPU() float64                                  { return 0 }
