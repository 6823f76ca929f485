package mcp

import (
	"bytes"
	"os"
	"strconv"
)

// onlyZombies reports whether every process of group pgid has exited
// and waits only to be reaped, from /proc.
func onlyZombies(pgid int) bool {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return false
	}
	want := []byte(strconv.Itoa(pgid))
	for _, e := range entries {
		if e.Name()[0] < '0' || e.Name()[0] > '9' {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue // gone meanwhile
		}
		// pid (comm) state ppid pgrp …; comm may hold anything but ends at the last ')'
		i := bytes.LastIndexByte(b, ')')
		if i < 0 {
			continue
		}
		f := bytes.Fields(b[i+1:])
		if len(f) >= 4 && bytes.Equal(f[3], want) && f[0][0] != 'Z' && f[0][0] != 'X' {
			return false
		}
	}
	return true
}
