import { configure } from '@testing-library/dom';

// CI's two jest workers share two cores with PostgreSQL, Kafka and the services under test: rendering a lazy chunk
// can take longer than testing-library's default 1 s there. A real failure still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });
