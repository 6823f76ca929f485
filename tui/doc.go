// Package tui is the terminal front end: chat, side panel, input, status
// bar, approval modal and help, drawn with Bubble Tea and Lip Gloss. It
// drives a concierge.Engine only through commands, and reads the engine's
// events through one bridge (bridge.go); it never does I/O in Update.
package tui
