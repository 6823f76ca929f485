package openai

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/concierge-dev/concierge/agents/reading"
	goopenai "github.com/sashabaranov/go-openai"
)

// apiError is a server's error answer: an HTTP status with a body, or an
// error object inside a stream (Status 0). Servers agree on little here,
// so the body is read from every shape they are known to send.
type apiError struct {
	Status  int // HTTP status; 0 inside a stream
	Message string
	Type    string
	Code    string // a string or a number in the body; "" when null
	Param   string
	// retryAfter is the response's Retry-After, when it had one.
	retryAfter time.Duration
}

func (e *apiError) Error() string {
	switch {
	case e.Status == 0:
		return e.Message
	case e.Message == "":
		return fmt.Sprintf("%d %s", e.Status, http.StatusText(e.Status))
	}
	return fmt.Sprintf("%d: %s", e.Status, e.Message)
}

// maxErrorBody bounds the body read for an error: enough for any message,
// not for a hostile server's stream of bytes.
const maxErrorBody = 64 << 10

// parseErrorBody reads an error from a body of any known shape:
//
//	{"error":{"message":…,"type":…,"code":…}}   OpenAI, Azure, vLLM ≥0.10, llama.cpp, Ollama, Groq, OpenRouter
//	{"error":"…"}                                LM Studio, Ollama's native API, vLLM's --api-key check
//	{"object":"error","message":…}               vLLM before 0.10, Mistral (message may be an object)
//	[{"error":{…}}]                              Gemini's OpenAI-compatible endpoint
//	{"message":…,"statusCode":…} {"detail":…}    Azure API Management, FastAPI
//	text or HTML                                 proxies, Ollama's "404 page not found"
//
// ok is false when the body says nothing that looks like an error (an
// empty body, or JSON with none of these fields).
func parseErrorBody(body []byte) (e apiError, ok bool) {
	body = bytes.TrimSpace(body)
	if len(body) == 0 {
		return apiError{}, false
	}
	if body[0] != '{' && body[0] != '[' {
		if t := plainText(body); t != "" {
			return apiError{Message: t}, true
		}
		return apiError{}, false
	}
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		// cut short or broken: its message, if one can be seen, else
		// nothing (the status will have to speak)
		if m := jsonMessage.FindSubmatch(body); m != nil {
			return apiError{Message: string(m[1])}, true
		}
		return apiError{}, false
	}
	return errorFromJSON(v)
}

var jsonMessage = reading.Lazy(`"message"\s*:\s*"((?:[^"\\]|\\.)+)"`)

// errorFromJSON finds the error in a decoded body.
func errorFromJSON(v any) (apiError, bool) {
	switch t := v.(type) {
	case []any:
		for _, item := range t {
			if e, ok := errorFromJSON(item); ok {
				return e, true
			}
		}
		return apiError{}, false
	case map[string]any:
		if inner, ok := t["error"]; ok && inner != nil {
			switch in := inner.(type) {
			case string:
				return apiError{Message: in}, in != ""
			case map[string]any:
				e := fields(in)
				if e.Message == "" {
					e.Message = e.Code // Azure's {"error":{"code":"DeploymentNotFound"}} at worst
				}
				return e, true
			}
		}
		if t["object"] == "error" || t["message"] != nil || t["detail"] != nil {
			e := fields(t)
			if e.Message == "" {
				e.Message = text(t["detail"])
			}
			return e, e.Message != ""
		}
	}
	return apiError{}, false
}

// fields reads message, type, code and param from an error object.
func fields(m map[string]any) apiError {
	e := apiError{Message: text(m["message"]), Type: text(m["type"]), Param: text(m["param"])}
	e.Code = text(m["code"])
	if e.Type == "" {
		e.Type = text(m["status"]) // Gemini: "INVALID_ARGUMENT"
	}
	return e
}

// text renders a field as words: strings as they are, numbers without a
// fraction, FastAPI/Mistral validation details as "where: what", anything
// else as compact JSON.
func text(v any) string {
	switch t := v.(type) {
	case nil:
		return ""
	case string:
		return strings.TrimSpace(t)
	case float64:
		return strconv.FormatFloat(t, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(t)
	case map[string]any:
		if d, ok := t["detail"]; ok {
			return text(d)
		}
		if m, ok := t["message"]; ok {
			return text(m)
		}
		if m, ok := t["msg"]; ok {
			loc := locOf(t["loc"])
			if loc != "" {
				return loc + ": " + text(m)
			}
			return text(m)
		}
	case []any:
		var parts []string
		for _, item := range t {
			if s := text(item); s != "" {
				parts = append(parts, s)
			}
		}
		return strings.Join(parts, "; ")
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// locOf renders a validation error's location, ["body","messages",0] →
// "body.messages.0".
func locOf(v any) string {
	items, _ := v.([]any)
	parts := make([]string, 0, len(items))
	for _, it := range items {
		parts = append(parts, text(it))
	}
	return strings.Join(parts, ".")
}

var (
	htmlTitle   = reading.Lazy(`(?is)<title[^>]*>(.*?)</title>`)
	htmlDrop    = reading.Lazy(`(?is)<(script|style|head)[^>]*>.*?</(script|style|head)>`)
	htmlTag     = reading.Lazy(`(?s)<[^>]*>`)
	whitespaces = reading.Lazy(`\s+`)
)

// plainText turns a text or HTML body into one line: an HTML page (a
// proxy's 502, Cloudflare's 524) by its title, or else by its text without
// tags; whitespace collapsed and the whole clipped.
func plainText(body []byte) string {
	s := string(body)
	if looksHTML(s) {
		if m := htmlTitle.FindStringSubmatch(s); m != nil && strings.TrimSpace(m[1]) != "" {
			s = m[1]
		} else {
			s = htmlDrop.ReplaceAllString(s, " ")
		}
		s = html.UnescapeString(htmlTag.ReplaceAllString(s, " "))
	}
	s = strings.TrimSpace(whitespaces.ReplaceAllString(s, " "))
	return reading.Clip(s, 200)
}

func looksHTML(s string) bool {
	head := strings.ToLower(strings.TrimSpace(s[:min(len(s), 512)]))
	return strings.HasPrefix(head, "<!doctype") || strings.HasPrefix(head, "<html") ||
		strings.Contains(head, "<body") || strings.Contains(head, "<head") || strings.Contains(head, "<title")
}

// apiErrorOf reads go-openai's error for a request as an *apiError, with
// the Retry-After the bridge saw (go-openai's errors keep no headers).
// A *RequestError comes first: go-openai returns one for every body it
// cannot read as {"error":{…}} — {"error":"text"} among them, wrapping an
// empty *APIError — and its body is read by parseErrorBody, which knows
// every shape. Any other error (the connection, the context) is returned
// as it is.
func apiErrorOf(err error, ex *exchange) error {
	var e apiError
	var re *goopenai.RequestError
	var ae *goopenai.APIError
	switch {
	case errors.As(err, &re):
		e, _ = parseErrorBody(re.Body)
		e.Status = re.HTTPStatusCode
	case errors.As(err, &ae):
		e = apiError{Status: ae.HTTPStatusCode, Message: strings.TrimSpace(ae.Message), Type: ae.Type, Code: text(ae.Code)}
		if ae.Param != nil {
			e.Param = *ae.Param
		}
		if e.Message == "" {
			e.Message = e.Code // Azure's {"error":{"code":"DeploymentNotFound"}} at worst
		}
	default:
		return err
	}
	ex.mu.Lock()
	e.retryAfter = ex.retryAfter
	ex.mu.Unlock()
	return &e
}
