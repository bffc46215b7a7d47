// The hooks first: ES modules run in import order, so the data below lands in our formatters.
import '../shippedIntl.ts';
import '@formatjs/intl-datetimeformat/locale-data/ka.js';
import '@formatjs/intl-numberformat/locale-data/ka.js';
