package io.github.libsudoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GridTest {
    static final String LEETCODE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @Test
    void parseAndToStringRoundTrip() {
        Grid g = Grid.parse(LEETCODE);
        assertEquals(LEETCODE, g.toString());
        assertEquals(5, g.get(0, 0));
        assertEquals(0, g.get(0, 2));
        assertEquals(9, g.get(80));
        assertEquals(30, g.filledCount());
        assertFalse(g.isFull());
        // '0' is empty too, and whitespace between cells is ignored.
        assertEquals(g, Grid.parse(LEETCODE.replace('.', '0')));
        StringBuilder lines = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            lines.append(LEETCODE, r * 9, r * 9 + 9).append('\n');
        }
        assertEquals(g, Grid.parse(lines));
    }

    @Test
    void parseRejectsBadText() {
        assertThrows(NullPointerException.class, () -> Grid.parse(null));
        IllegalArgumentException shortText = assertThrows(IllegalArgumentException.class, () -> Grid.parse("123"));
        assertTrue(shortText.getMessage().contains("81"));
        assertThrows(IllegalArgumentException.class, () -> Grid.parse(LEETCODE + "1"));
        BadCellException bad = assertThrows(BadCellException.class, () -> Grid.parse("x" + LEETCODE.substring(1)));
        assertEquals(0, bad.cell());
        assertEquals('x', bad.value());
        assertEquals(-2, bad.code());
    }

    @Test
    void intAndCharRows() {
        Grid g = Grid.parse(LEETCODE);
        int[][] rows = g.toRows();
        assertArrayEquals(new int[] {5, 3, 0, 0, 7, 0, 0, 0, 0}, rows[0]);
        assertEquals(g, Grid.of(rows));
        char[][] chars = g.toCharRows();
        assertArrayEquals("53..7....".toCharArray(), chars[0]);
        assertEquals(g, Grid.of(chars));
        rows[0][0] = 9; // a fresh copy: the grid is unchanged
        assertEquals(5, g.get(0, 0));
        assertThrows(IllegalArgumentException.class, () -> Grid.of(new int[8][9]));
        assertThrows(IllegalArgumentException.class, () -> Grid.of(new int[9][8]));
        assertThrows(NullPointerException.class, () -> Grid.of((int[][]) null));
        int[][] ten = new int[9][9];
        ten[2][3] = 10;
        BadCellException bad = assertThrows(BadCellException.class, () -> Grid.of(ten));
        assertEquals(21, bad.cell());
        assertEquals(10, bad.value());
        char[][] letter = Grid.empty().toCharRows();
        letter[8][8] = 'a';
        assertEquals(80, assertThrows(BadCellException.class, () -> Grid.of(letter)).cell());
    }

    @Test
    void bytesBothStyles() {
        Grid g = Grid.parse(LEETCODE);
        byte[] raw = g.toBytes();
        assertEquals(5, raw[0]);
        assertEquals(0, raw[2]);
        assertEquals(g, Grid.fromBytes(raw));
        assertEquals(g, Grid.fromBytes(LEETCODE.getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
        raw[0] = 1; // a copy
        assertEquals(5, g.get(0));
        assertThrows(IllegalArgumentException.class, () -> Grid.fromBytes(new byte[80]));
        byte[] bad = new byte[81];
        bad[4] = (byte) 200;
        assertEquals(200, assertThrows(BadCellException.class, () -> Grid.fromBytes(bad)).value());
    }

    @Test
    void immutableValueSemantics() {
        Grid a = Grid.parse(LEETCODE);
        Grid b = Grid.parse(LEETCODE);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        Grid c = a.with(0, 2, 4);
        assertNotEquals(a, c);
        assertEquals(0, a.get(0, 2));
        assertEquals(4, c.get(0, 2));
        Set<Grid> set = new HashSet<>(Set.of(a, c));
        assertTrue(set.contains(b));
        assertEquals(2, set.size());
        assertThrows(IllegalArgumentException.class, () -> a.with(0, 0, 10));
        assertThrows(IndexOutOfBoundsException.class, () -> a.get(9, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> a.get(81));
        assertEquals(".".repeat(81), Grid.empty().toString());
    }

    @Test
    void prettyString() {
        String pretty = Grid.parse(LEETCODE).toPrettyString();
        String[] lines = pretty.split("\n");
        assertEquals(11, lines.length);
        assertEquals("5 3 . | . 7 . | . . .", lines[0]);
        assertEquals("------+-------+------", lines[3]);
    }
}
