package main

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// sysProcAttr kills the launched server if this process dies first.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}

// procStatus returns a process's resident set size in bytes and its thread
// count, from /proc/PID/status.
func procStatus(pid int) (rss, threads float64, err error) {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0, 0, err
	}
	for line := range strings.Lines(string(data)) {
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		v, _ := strconv.ParseFloat(f[1], 64)
		switch f[0] {
		case "VmRSS:":
			rss = v * 1024 // kB
		case "Threads:":
			threads = v
		}
	}
	return rss, threads, nil
}

// clockTicks is USER_HZ, 100 on every Linux we run on.
const clockTicks = 100

// procStat returns a process's start (unused) and its CPU time (user +
// system) in seconds, from /proc/PID/stat.
func procStat(pid int) (float64, float64, error) {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, 0, err
	}
	s := string(data)
	i := strings.LastIndexByte(s, ')') // the command name may hold spaces
	if i < 0 {
		return 0, 0, errors.New("malformed /proc stat")
	}
	f := strings.Fields(s[i+1:]) // f[0] is field 3 (state)
	if len(f) < 13 {
		return 0, 0, errors.New("short /proc stat")
	}
	ut, _ := strconv.ParseFloat(f[11], 64) // field 14
	st, _ := strconv.ParseFloat(f[12], 64) // field 15
	return 0, (ut + st) / clockTicks, nil
}

// selfCPU is this process's CPU time (user + system) in seconds.
func selfCPU() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// loadAvg is the 1-, 5- and 15-minute load average, as uptime prints it.
func loadAvg() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return ""
	}
	return strings.Join(f[:3], " ")
}

// machineCPU is the CPU time (all cores, user + system + irq, not idle or
// iowait) the whole machine has spent, in seconds, from /proc/stat.
func machineCPU() float64 {
	data, err := os.ReadFile("/proc/stat")
	if err != nil {
		return 0
	}
	line, _, _ := strings.Cut(string(data), "\n")
	f := strings.Fields(line)
	if len(f) < 8 || f[0] != "cpu" {
		return 0
	}
	var busy float64
	for i, v := range f[1:8] {
		if i == 3 || i == 4 { // idle, iowait
			continue
		}
		x, _ := strconv.ParseFloat(v, 64)
		busy += x
	}
	return busy / clockTicks
}
