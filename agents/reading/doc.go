// Package reading holds the pure text helpers every reader of a message
// shares (R27): words and their stems, word boundaries and typo distance,
// correction markers, common English words, amounts of money in figures
// and in words, secrets typed in the clear and the memory that masks them
// again, the one clipping rule, and regular expressions compiled on first
// use (LazyRegexp: none is compiled at start-up, R55). It imports nothing
// of the product, so the agent model, the engines and the loop can all
// build on it.
package reading
