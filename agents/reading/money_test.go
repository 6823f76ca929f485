package reading

import (
	"errors"
	"strings"
	"testing"
)

func TestParseMoney(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in      string
		want    Cents
		wantErr string // substring of the error; "" means no error
	}{
		{in: "$1,000.50", want: 100050},
		{in: "500", want: 50000},
		{in: "500 dollars", want: 50000},
		{in: "500 Dollars", want: 50000},
		{in: "1 dollar", want: 100},
		{in: "20 bucks", want: 2000},
		{in: "5 usd", want: 500},
		{in: "5 USD", want: 500},
		{in: "$ 5", want: 500},
		{in: "  $42  ", want: 4200},
		{in: "12.5", want: 1250},
		{in: "12.05", want: 1205},
		{in: ".5", want: 50},
		{in: "12.", want: 1200}, // a sentence's full stop, not a decimal point
		{in: "5 dollars.", want: 500},
		{in: "-50", want: -5000},
		{in: "-$50", want: -5000},
		{in: "$-50", want: -5000},
		{in: "-0.50", want: -50},
		{in: "- 50", want: -5000},
		{in: "minus 50", want: -5000},
		{in: "negative 5 dollars", want: -500},
		{in: "−50", want: -5000}, // U+2212 minus sign
		{in: "–50", want: -5000}, // en dash
		{in: "0", want: 0},
		{in: "0.00", want: 0},
		{in: "1000000000000", want: 100_000_000_000_000},        // the largest: a trillion dollars
		{in: "1,000,000,000,000.99", want: 100_000_000_000_099}, // cents on top of it still fit
		{in: "abc", wantErr: "not an amount of money"},
		{in: "1.234", wantErr: "at most two decimals"},
		{in: "1.5.5", wantErr: "not an amount"},
		{in: "1000000000001", wantErr: "not an amount of money"},
		{in: "99999999999999999999", wantErr: "not an amount of money"},
		{in: "1e3", wantErr: "not an amount of money"},
		{in: "0x10", wantErr: "not an amount of money"},
		{in: "1 000", wantErr: "not an amount of money"},
		{in: "", wantErr: "no amount given"},
		{in: "   ", wantErr: "no amount given"},
		{in: "$", wantErr: "no amount given"},
		{in: "dollars", wantErr: "no amount given"},
		{in: "-", wantErr: "no amount given"},
		{in: "１２", wantErr: "not an amount of money"}, // full-width digits
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			t.Parallel()
			got, err := ParseMoney(tt.in)
			if tt.wantErr != "" {
				if err == nil {
					t.Fatalf("ParseMoney(%q) = %d, want an error containing %q", tt.in, got, tt.wantErr)
				}
				if !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("ParseMoney(%q) error = %q, want it to contain %q", tt.in, err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseMoney(%q) error: %v", tt.in, err)
			}
			if got != tt.want {
				t.Fatalf("ParseMoney(%q) = %d, want %d", tt.in, got, tt.want)
			}
		})
	}
}

// TestParseMoneyRejectsStraySigns documents a bug: a sign is accepted in
// the middle of the digits, so garbage becomes an amount and a doubled
// minus sign slips past the trillion-dollar bound and overflows int64.
func TestParseMoneyRejectsStraySigns(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		"--5",                 // got $5.00
		"minus -5",            // got $5.00
		"- -5",                // got $5.00
		"1.-5",                // got $0.95
		"5.-1",                // got $4.99
		"1.+5",                // got $1.05
		"--92233720368547758", // got $92,233,720,368,547,758.00, far past maxCents
		"--99999999999999999", // got -$84,467,440,737,095,517.16 (int64 overflow)
	} {
		t.Run(in, func(t *testing.T) {
			t.Parallel()
			if got, err := ParseMoney(in); err == nil {
				t.Fatalf("ParseMoney(%q) = %d (%s), want an error", in, got, got)
			}
		})
	}
}

// The amounts ParseMoney accepts stay within the documented bound, so the
// arithmetic on them can never overflow.
func TestParseMoneyBound(t *testing.T) {
	t.Parallel()
	for _, in := range []string{"1000000000000.99", "-1000000000000.99", "$999,999,999,999.99"} {
		c, err := ParseMoney(in)
		if err != nil {
			t.Fatalf("ParseMoney(%q): %v", in, err)
		}
		if c > maxCents+99 || c < -(maxCents+99) {
			t.Fatalf("ParseMoney(%q) = %d, outside ±maxCents", in, c)
		}
	}
}

func TestCentsFormat(t *testing.T) {
	t.Parallel()
	tests := []struct {
		c      Cents
		plain  string
		String string
	}{
		{0, "0.00", "$0.00"},
		{1, "0.01", "$0.01"},
		{99, "0.99", "$0.99"},
		{100, "1.00", "$1.00"},
		{1250, "12.50", "$12.50"},
		{99999, "999.99", "$999.99"},
		{100000, "1000.00", "$1,000.00"},
		{100050, "1000.50", "$1,000.50"},
		{12345678, "123456.78", "$123,456.78"},
		{123456789, "1234567.89", "$1,234,567.89"},
		{100_000_000_000_000, "1000000000000.00", "$1,000,000,000,000.00"},
		{-1, "-0.01", "-$0.01"},
		{-5000, "-50.00", "-$50.00"},
		{-100050, "-1000.50", "-$1,000.50"},
		{-123456789, "-1234567.89", "-$1,234,567.89"},
	}
	for _, tt := range tests {
		if got := tt.c.Plain(); got != tt.plain {
			t.Errorf("Cents(%d).Plain() = %q, want %q", tt.c, got, tt.plain)
		}
		if got := tt.c.String(); got != tt.String {
			t.Errorf("Cents(%d).String() = %q, want %q", tt.c, got, tt.String)
		}
	}
}

// Plain is the form facts and tool arguments travel in, so it must read
// back to the same amount; String must too, as people copy it back.
func TestCentsRoundTrip(t *testing.T) {
	t.Parallel()
	for _, c := range []Cents{0, 1, 10, 99, 100, 101, 100050, 123456789, -1, -100050, 100_000_000_000_000, -100_000_000_000_000} {
		for _, s := range []string{c.Plain(), c.String()} {
			got, err := ParseMoney(s)
			if err != nil {
				t.Fatalf("ParseMoney(%q) from Cents(%d): %v", s, c, err)
			}
			if got != c {
				t.Fatalf("ParseMoney(%q) = %d, want %d", s, got, c)
			}
		}
	}
}

// R27: amounts with a multiplier are the amounts they say, never less.
func TestParseMoneyMultipliers(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"$5k": "5000.00", "5k": "5000.00", "2.5k": "2500.00", "1 million": "1000000.00", "$1.5m": "1500000.00",
		"3 grand": "3000.00", "2 thousand dollars": "2000.00", "$0.5k": "500.00", "1.25k": "1250.00",
	} {
		c, err := ParseMoney(in)
		if err != nil || c.Plain() != want {
			t.Errorf("ParseMoney(%q) = %s, %v; want %s", in, c.Plain(), err, want)
		}
	}
	for _, in := range []string{"5kk", "k", "1.234567k", "grand"} {
		if c, err := ParseMoney(in); err == nil {
			t.Errorf("ParseMoney(%q) = %s, want an error", in, c.Plain())
		}
	}
}

// R27: amounts in words are the amounts they say; another currency is
// never dollars.
// R27: an amount said in two parts is one amount.
func TestParseMoneyDollarsAndCents(t *testing.T) {
	for in, want := range map[string]Cents{"100 dollars and 50 cents": 10050, "$100 and 5 cents": 10005, "100 bucks, 99 cents": 10099, "1,000 dollars 1 cent": 100001} {
		if got, err := ParseMoney(in); err != nil || got != want {
			t.Errorf("ParseMoney(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"12.50 and 50 cents", "and 50 cents", "100 dollars and 150 cents"} {
		if got, err := ParseMoney(in); err == nil {
			t.Errorf("ParseMoney(%q) = %v, want an error", in, got)
		}
	}
}

func TestParseMoneyWordsAndCurrencies(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"fifty dollars": "50.00", "two hundred and fifty bucks": "250.00", "a hundred dollars": "100.00",
		"one thousand two hundred dollars": "1200.00", "twenty-five": "25.00", "$.50": "0.50", "1,250.50": "1250.50",
		"500 bucks": "500.00",
	} {
		c, err := ParseMoney(in)
		if err != nil || c.Plain() != want {
			t.Errorf("ParseMoney(%q) = %s, %v; want %s", in, c.Plain(), err, want)
		}
	}
	for _, in := range []string{"20 euros", "€20", "£5", "100 GBP", "50 pounds", "3 bitcoin", "50 NZD", "50 yuan",
		"50 won", "50 rubles", "50 sterling", "50 australian dollars", "100 canadian dollars", "10 mexican pesos", "EUR 100", "50 USDT"} {
		if _, err := ParseMoney(in); !errors.Is(err, ErrNotDollars) {
			t.Errorf("ParseMoney(%q) = %v, want ErrNotDollars", in, err)
		}
	}
}

// R27, a probe of free phrasings: cents, hundreds, a bare decimal, an
// exponent and a stray comma are read as what they say, or refused.
func TestParseMoneyOddForms(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"50 cents": "0.50", "150 cents": "1.50", "2 hundred dollars": "200.00", "3 hundred bucks": "300.00",
		".5": "0.50", "1.5 hundred dollars": "150.00", "12,000,000": "12000000.00",
	} {
		c, err := ParseMoney(in)
		if err != nil || c.Plain() != want {
			t.Errorf("ParseMoney(%q) = %s, %v; want %s", in, c.Plain(), err, want)
		}
	}
	for _, in := range []string{"$1e5", "5,5", "1,0,0", "1.5 cents", ",500"} {
		if c, err := ParseMoney(in); err == nil {
			t.Errorf("ParseMoney(%q) = %s, want an error", in, c.Plain())
		}
	}
}

// Number words are read strictly: "twenty five" is 25; "one fifty",
// "fifty fifty" and "nineteen ninety" are no number.
func TestWordsNumberIsStrict(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]int64{"twenty five": 25, "two hundred and fifty": 250, "a grand": 1000, "one thousand two hundred": 1200} {
		if got, ok := wordsNumber(in); !ok || got != want {
			t.Errorf("wordsNumber(%q) = %d, %v; want %d", in, got, ok, want)
		}
	}
	for _, in := range []string{"one fifty", "fifty fifty", "nineteen ninety", "five five", "ten fifty", "k"} {
		if got, ok := wordsNumber(in); ok {
			t.Errorf("wordsNumber(%q) = %d, want no number", in, got)
		}
	}
}

// An amount said as prices are spoken ("three fifty") is refused with both
// readings named, so the question that asks again says which to type.
func TestSpokenPairIsAsked(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"three fifty":        `I can't tell whether "three fifty" means $350.00 or $3.50: say "350.00" or "3.50"`,
		"twelve ninety-nine": `I can't tell whether "twelve ninety-nine" means $1,299.00 or $12.99: say "1299.00" or "12.99"`,
		"one twenty dollars": `I can't tell whether "one twenty dollars" means $120.00 or $1.20: say "120.00" or "1.20"`,
	} {
		if _, err := ParseMoney(in); err == nil || err.Error() != want {
			t.Errorf("ParseMoney(%q) = %v, want %q", in, err, want)
		}
	}
	for _, in := range []string{"fifty fifty", "five five", "a fifty"} {
		if _, err := ParseMoney(in); err == nil || strings.Contains(err.Error(), "can't tell") {
			t.Errorf("ParseMoney(%q) = %v, want a plain refusal", in, err)
		}
	}
}
