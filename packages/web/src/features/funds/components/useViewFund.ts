import { useUserInfo } from '../../../lib/session/userInfo';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { viewFund } from '../api/viewFund';
import { setFundSwitching } from './fundSwitching';

/** View Fund from a page of the paid shell: switch into the fund, load its home, and remember where to come back to. */
export function useViewFund(originPath: string) {
  const user = useUserInfo();
  return (fund: { profileId: string; name: string }) => {
    const agent = user.data?.lendingAgentDTO;
    if (!agent) return;
    setFundSwitching(true);
    viewFund(fund, { path: originPath, agentProfileId: agent.profileId, agentName: agent.tradingName ?? '' }).catch((error: unknown) => {
      setFundSwitching(false);
      reportUnhandledError(error);
    });
  };
}
