package chess.opening;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class OpeningTableWriterTest {
    @Test
    void theShippedTableIsWhatTheWriterMakesOfTheSourceData() throws IOException {
        assertEquals(OpeningTableWriter.write(OpeningTableWriter.SOURCE), ShippedTable.text(),
                "run chess.opening.OpeningTableWriter after changing data/openings");
    }
}
