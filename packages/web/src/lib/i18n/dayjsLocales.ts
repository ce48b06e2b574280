// dayjs ships locales as side-effect modules; only the two the product speaks besides English.
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
