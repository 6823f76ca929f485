package openai

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"strings"
	"syscall"

	"github.com/concierge-dev/concierge/agents/reading"
	goopenai "github.com/sashabaranov/go-openai"
)

// ErrStalled is a stream that sent nothing for the stall time (R16).
var ErrStalled = errors.New("the model stopped answering")

// describe turns a failed request into one sentence that says what
// happened and what to do (STYLE 6): a user sees this, not a stack of
// wrapped transport errors.
func describe(err error, cfg Config) error {
	if err == nil || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, ErrStalled) {
		return err
	}
	server := cfg.BaseURL
	if server == "" {
		server = "api.openai.com"
	}
	status, code := statusOf(err)
	msg := apiMessage(err)
	switch {
	case status == 401 || status == 403:
		return &ModelError{Err: err, Msg: fmt.Sprintf("%s refused the API key (%d): check OPENAI_API_KEY", server, status)}
	case code == "insufficient_quota":
		return &ModelError{Err: err, Msg: "the API key has no quota left (insufficient_quota): check the account's billing"}
	case status == 404 && (code == "model_not_found" || strings.Contains(strings.ToLower(msg), "model")):
		return &ModelError{Err: err, Msg: fmt.Sprintf("the model is not available on %s (404): check --model", server)}
	case status == 404:
		return &ModelError{Err: err, Msg: fmt.Sprintf("%s has no chat completions endpoint (404): check --base-url (it usually ends in /v1)", server)}
	case status == 429:
		return &ModelError{Err: err, Msg: fmt.Sprintf("%s is rate limiting requests (429) and kept doing so after retries: wait a moment and try again", server)}
	case status >= 500:
		return &ModelError{Err: err, Msg: fmt.Sprintf("%s failed (%d) and kept failing after retries: try again later", server, status)}
	case status >= 400:
		return &ModelError{Err: err, Msg: fmt.Sprintf("%s rejected the request (%d): %s", server, status, reading.Clip(msg, 160))}
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

// brokeOff words an error that ends a stream after it began: the server's
// own message when it sent one, else a lost connection.
func brokeOff(err error) error {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	var api *goopenai.APIError
	if errors.As(err, &api) && api.Message != "" {
		return &ModelError{Err: err, Msg: "the model's server stopped with an error: " + reading.Clip(api.Message, 160)}
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return &ModelError{Err: err, Msg: "the connection to the model's server was lost mid-answer"}
	}
	return &ModelError{Err: err, Msg: "the model's answer could not be read: " + reading.Clip(err.Error(), 160)}
}

// ModelError is a model request that failed, with the sentence to show.
type ModelError struct {
	Err error
	Msg string
}

func (e *ModelError) Error() string { return e.Msg }
func (e *ModelError) Unwrap() error { return e.Err }

func apiMessage(err error) string {
	var api interface{ Error() string }
	if errors.As(err, &api) {
		return api.Error()
	}
	return ""
}
