// An async boundary: shared singletons (React, Mantine, ...) are negotiated before any of them runs.
void import('./bootstrap.js');
