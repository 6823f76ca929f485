package openai

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// The probes of `concierge doctor` speak HTTP themselves rather than
// through the chat client: a diagnosis needs the exact status and body of
// each answer, and must see what the client would quietly retry or adapt.

// prober sends the probe requests.
type prober struct {
	cfg      Config
	model    string
	hc       *http.Client
	requests int
	// noMaxTokens: the server refused max_tokens (OpenAI's reasoning
	// models), so the probes bound their answers no more
	noMaxTokens bool
}

// answer is one probe's outcome: the status, and for a stream what came.
type answer struct {
	status    int
	msg       string // an error body's message, readable
	stream    bool   // the answer was a text/event-stream
	toolCall  string // the name of a native tool call
	content   string
	usage     bool
	transport error // no HTTP answer at all
}

// endpoint is where chat completions go, with its query.
func (p *prober) endpoint(path string) string {
	base := strings.TrimRight(p.cfg.BaseURL, "/")
	if base == "" {
		base = "https://api.openai.com/v1"
	}
	if p.cfg.Azure {
		dep, v := azureDeployment(p.cfg, p.model), azureAPIVersion(p.cfg)
		if path == "/models" {
			return base + "/openai/models?api-version=" + url.QueryEscape(v)
		}
		return base + "/openai/deployments/" + url.PathEscape(dep) + path + "?api-version=" + url.QueryEscape(v)
	}
	return base + path
}

func (p *prober) do(ctx context.Context, method, path string, body any) (*http.Response, error) {
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return nil, err
		}
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, p.endpoint(path), r)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if p.cfg.Azure {
		req.Header.Set("api-key", p.cfg.APIKey)
	} else if p.cfg.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+p.cfg.APIKey)
	}
	p.requests++
	return p.hc.Do(req)
}

// models lists the server's model ids; ok is false when it offers no list.
func (p *prober) models(ctx context.Context) (ids []string, status int, err error) {
	resp, err := p.do(ctx, http.MethodGet, "/models", nil)
	if err != nil {
		return nil, 0, err
	}
	defer resp.Body.Close()
	var list struct {
		Data []struct {
			ID string `json:"id"`
		} `json:"data"`
		Models []struct { // Ollama's native /api/tags shape, served by some proxies
			Name string `json:"name"`
		} `json:"models"`
	}
	if resp.StatusCode != http.StatusOK {
		return nil, resp.StatusCode, nil
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, 4<<20)).Decode(&list); err != nil {
		return nil, resp.StatusCode, nil
	}
	for _, m := range list.Data {
		ids = append(ids, m.ID)
	}
	for _, m := range list.Models {
		ids = append(ids, m.Name)
	}
	return ids, resp.StatusCode, nil
}

// chat sends one streamed chat request and reads the whole answer.
func (p *prober) chat(ctx context.Context, body map[string]any) answer {
	resp, err := p.do(ctx, http.MethodPost, "/chat/completions", body)
	if err != nil {
		return answer{transport: err}
	}
	defer resp.Body.Close()
	a := answer{status: resp.StatusCode}
	if resp.StatusCode != http.StatusOK {
		raw, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
		a.msg = bodyMessage(raw)
		return a
	}
	a.stream = strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream")
	sc := bufio.NewScanner(io.LimitReader(resp.Body, 4<<20))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	var content strings.Builder
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		data, ok := strings.CutPrefix(line, "data:")
		if !ok {
			continue
		}
		data = strings.TrimSpace(data)
		if data == "[DONE]" {
			break
		}
		var chunk struct {
			Choices []struct {
				Delta struct {
					Content   string `json:"content"`
					ToolCalls []struct {
						Function struct {
							Name string `json:"name"`
						} `json:"function"`
					} `json:"tool_calls"`
				} `json:"delta"`
				Message struct { // a server that answered without streaming
					Content string `json:"content"`
				} `json:"message"`
			} `json:"choices"`
			Usage *struct {
				TotalTokens int `json:"total_tokens"`
			} `json:"usage"`
			Error json.RawMessage `json:"error"`
		}
		if json.Unmarshal([]byte(data), &chunk) != nil {
			continue
		}
		if len(chunk.Error) > 0 {
			a.msg = bodyMessage([]byte(data))
			a.status = http.StatusInternalServerError
			return a
		}
		if chunk.Usage != nil && chunk.Usage.TotalTokens > 0 {
			a.usage = true
		}
		for _, c := range chunk.Choices {
			content.WriteString(c.Delta.Content)
			content.WriteString(c.Message.Content)
			for _, tc := range c.Delta.ToolCalls {
				if tc.Function.Name != "" {
					a.toolCall = tc.Function.Name
				}
			}
		}
	}
	a.content = content.String()
	return a
}

// bodyMessage is the readable message of an error body of any shape, as
// the client reads it (parseErrorBody): JSON of every known shape, plain
// text, an HTML page by its title.
func bodyMessage(raw []byte) string {
	e, _ := parseErrorBody(raw)
	return e.Message
}

// probeTool is the one tool the probe offers.
var probeTool = map[string]any{
	"type": "function",
	"function": map[string]any{
		"name":        "probe",
		"description": "Report that the probe worked.",
		"parameters": map[string]any{
			"type":       "object",
			"properties": map[string]any{"ok": map[string]any{"type": "boolean"}},
			"required":   []string{"ok"},
		},
	},
}

// toolBody is the tool-call probe as the dialect found so far allows it.
func (p *prober) toolBody(d Dialect) map[string]any {
	b := map[string]any{
		"model": p.model,
		"messages": []map[string]any{
			{"role": "system", "content": "You are a connectivity test. Call the probe tool."},
			{"role": "user", "content": "Call the probe tool with ok set to true."},
		},
		"tools":  []any{probeTool},
		"stream": true,
	}
	if !p.noMaxTokens {
		b["max_tokens"] = 64
	}
	switch d.ToolChoice {
	case "":
		b["tool_choice"] = "auto"
	case "none":
	default:
		b["tool_choice"] = d.ToolChoice
	}
	if !d.NoTemperature {
		b["temperature"] = 0
	}
	if !d.NoUsage {
		b["stream_options"] = map[string]any{"include_usage": true}
	}
	return b
}

// alternationBody is a list that strict chat templates refuse: an
// assistant message before the first user message.
func (p *prober) alternationBody(d Dialect) map[string]any {
	b := map[string]any{
		"model": p.model,
		"messages": []map[string]any{
			{"role": "system", "content": "You are a connectivity test."},
			{"role": "assistant", "content": "Hello."},
			{"role": "user", "content": "Say ok."},
		},
		"stream": true,
	}
	if !p.noMaxTokens {
		b["max_tokens"] = 8
	}
	if !d.NoTemperature {
		b["temperature"] = 0
	}
	return b
}

func (a answer) String() string {
	if a.transport != nil {
		return a.transport.Error()
	}
	return fmt.Sprintf("%d %s", a.status, a.msg)
}
