// Package understand is the offline reader of R51: it reads a user message,
// in the context of what waits (the Moment), into R50's commands —
// start_task, set_value, correct_value, cancel, approve … — with a
// calibrated confidence, as Snips NLU and Rasa's NLU pipelines do: small
// multinomial logistic regressions over hashed word 1–2-grams, character
// 3-grams, the moment, and the classes the precise extractors find
// (money, ids, the domain's enum words and patterns, R29's secret forms,
// R27's lexicon). One head says the dialogue act, one per domain the task
// (the agent), one the role of each value (which slot it fills, learned
// over slot kinds and cue words, not slot names), one whether the message
// is harmful (R53).
//
// The training data is data: corpus/<domain>/*.txt (the format is in
// corpus.go) and every agent's Examples. The built-in domains' weights are
// generated (go generate) and embedded; a domain file's task head is
// trained when it is loaded. Training is deterministic.
package understand
