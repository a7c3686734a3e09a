'use strict';
// Shared by the tests: the project's known-answer cases and a few boards.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..', '..');

// A field of known_answers.txt as bytes: \xHH is one byte, every other character itself.
function decodeField(text) {
  const bytes = [];
  for (let at = 0; at < text.length; at++) {
    if (text[at] === '\\' && text[at + 1] === 'x') {
      bytes.push(parseInt(text.slice(at + 2, at + 4), 16));
      at += 3;
    } else {
      bytes.push(text.charCodeAt(at));
    }
  }
  return Buffer.from(bytes);
}

function knownAnswers() {
  const cases = [];
  for (const line of fs.readFileSync(path.join(ROOT, 'tests', 'data', 'known_answers.txt'), 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [category, name, puzzle, count, status, answer] = line.split('|');
    cases.push({
      category,
      name,
      puzzle: decodeField(puzzle),
      count: count === '-' ? null : Number(count),
      status: Number(status),
      answer: answer === '-' ? null : decodeField(answer),
    });
  }
  if (cases.length < 44) throw new Error(`only ${cases.length} known answers`);
  return cases;
}

module.exports = {
  ROOT,
  knownAnswers,
  LEETCODE: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  LEETCODE_SOLUTION: '534678912672195348198342567859761423426853791713924856961537284287419635345286179',
  CONTEST: '.26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75.',
  CONTEST_SOLUTION: '126734598378592614495168237739425186861379425254816379547281963613957842982643751',
  // Rated 2.6 (Pointing) in the Python package's README.
  MEDIUM: '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
  EASY: '3..97.1..764...38........5.2.9.34.1...5.86......5...2..1..4.67..28.5.93..7.3.2.45',
  EMPTY: '.'.repeat(81),
};
