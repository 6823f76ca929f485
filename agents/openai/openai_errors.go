package openai

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"syscall"

	"github.com/concierge-dev/concierge/agents/reading"
)

// ErrStalled is a stream that sent nothing for the stall time (R16).
var ErrStalled = errors.New("the model stopped answering")

// ModelError is a model request that failed, with the sentence to show.
type ModelError struct {
	Err error
	Msg string
}

func (e *ModelError) Error() string { return e.Msg }
func (e *ModelError) Unwrap() error { return e.Err }

// describe turns a failed request into one sentence that says what
// happened and what to do (STYLE 6): a user sees this, not a stack of
// wrapped transport errors, nor a server's JSON.
func describe(err error, cfg Config) error {
	var me *ModelError
	if err == nil || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) ||
		errors.Is(err, ErrStalled) || errors.Is(err, ErrStreamCut) || errors.As(err, &me) {
		return err
	}
	server := cfg.BaseURL
	if server == "" {
		server = "api.openai.com"
	}
	var e *apiError
	if errors.As(err, &e) {
		return describeAPI(e, server, cfg)
	}
	var op *net.OpError
	var ue *url.Error
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return &ModelError{Err: err, Msg: fmt.Sprintf("cannot reach %s: the connection was refused (is the server running?)", server)}
	case errors.As(err, &op) && op.Op == "dial":
		return &ModelError{Err: err, Msg: fmt.Sprintf("cannot reach %s: %v", server, op.Err)}
	case errors.As(err, &ue):
		return &ModelError{Err: err, Msg: fmt.Sprintf("cannot reach %s: %v", server, ue.Err)}
	}
	return err
}

// describeAPI words a server's error answer, whatever shape its body had.
func describeAPI(e *apiError, server string, cfg Config) error {
	status := e.Status
	said := e.said()
	msg := strings.ToLower(e.Message)
	keyVar := "OPENAI_API_KEY"
	if cfg.Azure {
		keyVar = "AZURE_OPENAI_API_KEY"
	}
	sentence := func(format string, args ...any) error {
		return &ModelError{Err: e, Msg: fmt.Sprintf(format, args...)}
	}
	if p, ok := setupFix(e.Message); ok {
		return &ModelError{Err: fmt.Errorf("%w: %w", p.err, e),
			Msg: fmt.Sprintf("%s cannot take this request (%s: %s): %s", server, statusWord(status), said, p.fix)}
	}
	if isFiltered(e) {
		return &ModelError{Err: fmt.Errorf("%w: %w", ErrRefused, e),
			Msg: fmt.Sprintf("%s's content filter refused the request (%s): rephrase the message", server, statusWord(status))}
	}
	switch {
	case status == 0:
		return brokeOff(e)
	case status == 200:
		return sentence("%s answered with an error instead of a reply (200: %s)", server, said)
	case status == 401 || status == 403 || strings.Contains(msg, "api key not valid"):
		// Gemini answers a wrong key with a 400 INVALID_ARGUMENT
		return sentence("%s refused the API key (%d): check %s", server, status, keyVar)
	case e.Code == "insufficient_quota" || e.Type == "insufficient_quota":
		return sentence("the API key has no quota left (insufficient_quota): check the account's billing")
	case status == 402:
		return sentence("%s says the account has no credits left (402): check the account's billing", server)
	case status == 404 && strings.EqualFold(e.Code, "DeploymentNotFound"):
		return sentence("the Azure deployment does not exist on %s (404): check --azure-deployment", server)
	case status == 404 && (e.Code == "model_not_found" || strings.Contains(msg, "model")):
		return sentence("the model is not available on %s (404: %s): check --model", server, said)
	case status == 404:
		return sentence("%s has no chat completions endpoint (404): check --base-url (it usually ends in /v1)", server)
	case status == 429:
		return sentence("%s is rate limiting requests (429) and kept doing so after retries: wait a moment and try again", server)
	case status == 503 && strings.Contains(msg, "loading"):
		return sentence("%s is still loading the model (503) and was not done after retries: wait until it has loaded, then try again", server)
	case status >= 500:
		if said == "" || said == http.StatusText(status) {
			return sentence("%s failed (%d) and kept failing after retries: try again later", server, status)
		}
		return sentence("%s failed (%d) and kept failing after retries: try again later (it said: %s)", server, status, said)
	}
	if said == "" {
		said = http.StatusText(status)
	}
	return sentence("%s rejected the request (%d): %s", server, status, said)
}

// brokeOff words an error that ends a stream after it began: the server's
// own message when it sent one, else a lost connection.
func brokeOff(err error) error {
	var me *ModelError
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) || errors.As(err, &me) {
		return err
	}
	var e *apiError
	if errors.As(err, &e) {
		if p, ok := setupFix(e.Message); ok {
			return &ModelError{Err: fmt.Errorf("%w: %w", p.err, e), Msg: "the model's server stopped with an error (" + e.said() + "): " + p.fix}
		}
		if isFiltered(e) {
			return &ModelError{Err: fmt.Errorf("%w: %w", ErrRefused, e), Msg: "the model's server stopped the answer with its content filter: " + e.said()}
		}
		return &ModelError{Err: err, Msg: "the model's server stopped with an error: " + e.said()}
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return &ModelError{Err: err, Msg: "the connection to the model's server was lost mid-answer"}
	}
	return &ModelError{Err: err, Msg: "the model's answer could not be read: " + reading.Clip(err.Error(), 160)}
}

// refused is the error for an answer the model declined to give.
func refused(words string) error {
	if w := strings.TrimSpace(words); w != "" {
		return &ModelError{Err: ErrRefused, Msg: "the model declined to answer: " + reading.Clip(oneLine(w), 160)}
	}
	return &ModelError{Err: ErrRefused, Msg: "the model's answer was stopped by the server's content filter"}
}

// setupProblem is a server set up wrong for the request, known by its
// message, with what to change.
type setupProblem struct {
	fix string
	err error // ErrServerSetup or ErrToolChoiceRefused
}

// setupFix recognises the messages of servers that cannot take the request
// as they are set up. None of them is mended by a retry.
func setupFix(message string) (setupProblem, bool) {
	m := strings.ToLower(message)
	switch {
	case strings.Contains(m, "--jinja") || strings.Contains(m, "unsupported param: tool_choice"):
		// llama-server: "tools param requires --jinja flag"
		return setupProblem{fix: "start llama-server with --jinja", err: ErrServerSetup}, true
	case strings.Contains(m, "exceeds the available context size"):
		// llama-server started with a small -c: "request (708 tokens) exceeds
		// the available context size (512 tokens), try increasing it", a
		// 400 (an error event in older builds); a retry sends the same tokens
		return setupProblem{fix: "start llama-server with a larger context (--ctx-size)", err: ErrServerSetup}, true
	case strings.Contains(m, "enable-auto-tool-choice"):
		// vLLM: "\"auto\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set"
		return setupProblem{fix: `start vLLM with --enable-auto-tool-choice and --tool-call-parser, or ask with tool_choice "required"`, err: ErrToolChoiceRefused}, true
	case strings.Contains(m, "does not support tools") || strings.Contains(m, "support tool use"):
		// Ollama: "registry.ollama.ai/library/gemma:2b does not support tools";
		// OpenRouter: "No endpoints found that support tool use"
		return setupProblem{fix: "choose a model with tool calling (--model), such as qwen2.5 or llama3.1", err: ErrServerSetup}, true
	case strings.Contains(m, "no models loaded"):
		// LM Studio: "No models loaded. Please load a model in the developer page or use the 'lms load' command."
		return setupProblem{fix: "load a model in LM Studio (or run lms load)", err: ErrServerSetup}, true
	case strings.Contains(m, "unexpected endpoint or method"):
		// LM Studio, with a 200: "Unexpected endpoint or method. (POST /chat/completions)"
		return setupProblem{fix: "check --base-url (it usually ends in /v1)", err: ErrServerSetup}, true
	}
	return setupProblem{}, false
}

// isFiltered is a request or answer stopped by a content filter: Azure's
// 400 with code content_filter, OpenRouter's moderation 403.
func isFiltered(e *apiError) bool {
	m := strings.ToLower(e.Message)
	return strings.EqualFold(e.Code, "content_filter") || strings.Contains(m, "content management policy") ||
		(e.Status == 403 && strings.Contains(m, "flagged"))
}

// said is the server's message on one line, clipped.
func (e *apiError) said() string {
	return reading.Clip(oneLine(e.Message), 160)
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

func statusWord(status int) string {
	if status == 0 {
		return "in the stream"
	}
	return strconv.Itoa(status)
}
