package protocol

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// GroupLeft lists the live processes (zombies waiting for a reaper do not
// count) of process group pgid, after giving them up to wait to die. It
// reads /proc and returns nil where there is none. The kit's tests use it to
// show that no process an engine started outlives the kit (docs/certify.md,
// "Engines that misbehave").
func GroupLeft(pgid int, wait time.Duration) []string {
	end := time.Now().Add(wait)
	for {
		left := groupLive(pgid)
		if len(left) == 0 || time.Now().After(end) {
			return left
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func groupLive(pgid int) []string {
	var left []string
	dirs, _ := os.ReadDir("/proc")
	for _, d := range dirs {
		if _, err := strconv.Atoi(d.Name()); err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", d.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid pgrp ...: comm may hold spaces.
		i := strings.LastIndexByte(string(b), ')')
		f := strings.Fields(string(b[i+1:]))
		if len(f) > 2 && f[0] != "Z" && f[2] == strconv.Itoa(pgid) {
			left = append(left, string(b[:i+1]))
		}
	}
	return left
}

// Running reports whether process pid is still live (a zombie waiting for
// a reaper does not count) after giving it up to wait to die, reading
// /proc: false where there is none. The kit's tests use it for a process
// an engine detached from its group (setsid), which GroupLeft cannot see.
func Running(pid int, wait time.Duration) bool {
	end := time.Now().Add(wait)
	for {
		b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
		i := strings.LastIndexByte(string(b), ')')
		if err != nil || i < 0 || strings.HasPrefix(string(b[i+1:]), " Z") {
			return false
		}
		if time.Now().After(end) {
			return true
		}
		time.Sleep(50 * time.Millisecond)
	}
}
