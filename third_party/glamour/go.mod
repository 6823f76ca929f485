module github.com/charmbracelet/glamour

go 1.23.0

toolchain go1.23.7

require (
	github.com/charmbracelet/lipgloss v1.1.1-0.20250404203927-76690c660834
	github.com/charmbracelet/x/ansi v0.8.0
	github.com/charmbracelet/x/exp/golden v0.0.0-20240806155701-69247e0abc2a
	github.com/charmbracelet/x/exp/slice v0.0.0-20250327172914-2fdc97757edf
	github.com/muesli/reflow v0.3.0
	github.com/muesli/termenv v0.16.0
	github.com/yuin/goldmark v1.7.8
	github.com/yuin/goldmark-emoji v1.0.5
	golang.org/x/net v0.33.0
	golang.org/x/term v0.31.0
	golang.org/x/text v0.24.0
)

require (
	github.com/aymanbagabas/go-osc52/v2 v2.0.1 // indirect
	github.com/aymanbagabas/go-udiff v0.2.0 // indirect
	github.com/charmbracelet/colorprofile v0.2.3-0.20250311203215-f60798e515dc // indirect
	github.com/charmbracelet/x/cellbuf v0.0.13 // indirect
	github.com/charmbracelet/x/term v0.2.1 // indirect
	github.com/lucasb-eyer/go-colorful v1.2.0 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	github.com/mattn/go-runewidth v0.0.16 // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	github.com/xo/terminfo v0.0.0-20220910002029-abceb7e1c41e // indirect
	golang.org/x/sys v0.32.0 // indirect
)
