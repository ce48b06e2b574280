import type { FormRule } from 'antd';
import i18n from '../../../lib/i18n/i18n';
import { replyProblem } from '../api/threadRules';

/** Reply and first message: required, at most 5000 characters. */
export const replyRules = (): FormRule[] => [
  {
    required: true,
    validator: async (_rule, value: string | undefined) => {
      const problem = replyProblem(value);
      if (problem === 'required') throw new Error(i18n.t('validation:fillIn'));
      if (problem === 'tooLong') throw new Error(i18n.t('validation:tooLong'));
    },
  },
];
