// An async boundary: shared singletons (React, Mantine, ...) are negotiated before any of them runs.
import('./bootstrap.js');
