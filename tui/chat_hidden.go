package tui

import "github.com/concierge-dev/concierge/state"

// MaskLastUser shows the user's last message masked from now on: it was
// a secret typed by mistake ("oops, that was my password"). Its text is
// dropped, not kept behind the mask.
func (c *chatModel) MaskLastUser() {
	for i := len(c.items) - 1; i >= 0; i-- {
		if c.items[i].Role != state.RoleUser {
			continue
		}
		if c.items[i].Masked {
			return
		}
		bottom := c.AtBottom()
		c.items[i].Text, c.items[i].Masked = state.SecretMask, true
		c.prepare(i)
		c.render(i)
		c.reindex(i)
		if bottom {
			c.follow = true
		}
		c.settle()
		return
	}
}
