#!/usr/bin/env node
// A fake pharmacy as an MCP server over stdio (newline-delimited JSON-RPC),
// with no dependencies: the server of pharmacy.yaml. Member M12345 signs in
// with PIN 4321 and has two prescriptions, RX100 and RX200.
'use strict';

const readline = require('readline');

const prescriptions = { RX100: 'Amoxicillin 500 mg', RX200: 'Ibuprofen 200 mg' };
let signedIn = false;
let refills = 0;

const tools = [
  {
    name: 'sign_in',
    description: 'Sign a member in with their member id and PIN.',
    inputSchema: {
      type: 'object',
      properties: {
        member_id: { type: 'string', description: 'What is your member id?', pattern: '^M[0-9]{5}$' },
        pin: { type: 'string', format: 'password', description: 'Your PIN' },
      },
      required: ['member_id', 'pin'],
    },
  },
  {
    name: 'list_prescriptions',
    description: "List the signed-in member's prescriptions.",
    inputSchema: { type: 'object', properties: {} },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'refill',
    description: 'Order a refill of a prescription.',
    inputSchema: {
      type: 'object',
      properties: {
        rx_id: { type: 'string', description: 'Which prescription (its RX number)?', pattern: '^RX[0-9]{3}$' },
        quantity: { type: 'integer', description: 'How many boxes?' },
      },
      required: ['rx_id', 'quantity'],
    },
    annotations: { readOnlyHint: false, destructiveHint: false },
  },
];

function text(t, structured, isError) {
  const out = { content: [{ type: 'text', text: t }] };
  if (structured) out.structuredContent = structured;
  if (isError) out.isError = true;
  return out;
}

function call(name, args) {
  switch (name) {
    case 'sign_in':
      if (args.member_id !== 'M12345' || args.pin !== '4321') return text('Wrong member id or PIN.', null, true);
      signedIn = true;
      return text('Signed in.', { member_id: 'M12345', name: 'Ada' });
    case 'list_prescriptions':
      if (!signedIn) return text('Please sign in first.', null, true);
      return text(Object.entries(prescriptions).map(([id, what]) => `${id}: ${what}`).join('\n'));
    case 'refill': {
      if (!signedIn) return text('Please sign in first.', null, true);
      if (!prescriptions[args.rx_id]) return text(`There is no prescription ${args.rx_id}.`, null, true);
      const n = Number(args.quantity);
      if (!Number.isInteger(n) || n < 1 || n > 6) return text('A refill is 1 to 6 boxes.', null, true);
      refills += 1;
      const id = `F-${refills}`;
      return text(`Refill ${id} ordered: ${n} x ${prescriptions[args.rx_id]}.`, { refill_id: id, rx: args.rx_id, quantity: n });
    }
  }
  return null;
}

function reply(id, result, error) {
  const msg = { jsonrpc: '2.0', id };
  if (error) msg.error = error;
  else msg.result = result;
  process.stdout.write(JSON.stringify(msg) + '\n');
}

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  let msg;
  try {
    msg = JSON.parse(line);
  } catch (e) {
    reply(null, null, { code: -32700, message: 'parse error' });
    return;
  }
  if (msg.id === undefined) return; // a notification
  switch (msg.method) {
    case 'initialize':
      reply(msg.id, {
        protocolVersion: (msg.params && msg.params.protocolVersion) || '2025-06-18',
        capabilities: { tools: {} },
        serverInfo: { name: 'rx-server', version: '1.0.0' },
      });
      return;
    case 'ping':
      reply(msg.id, {});
      return;
    case 'tools/list':
      reply(msg.id, { tools });
      return;
    case 'tools/call': {
      const p = msg.params || {};
      const out = call(p.name, p.arguments || {});
      if (!out) reply(msg.id, null, { code: -32602, message: `unknown tool ${p.name}` });
      else reply(msg.id, out);
      return;
    }
  }
  reply(msg.id, null, { code: -32601, message: `method not found: ${msg.method}` });
});
