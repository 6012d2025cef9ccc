import { useRecoilValue } from "recoil";
import { accountLoadState, type AccountLoad } from "./user-state";

/** Whether the signed-in traveller's account has loaded (use-load-account.ts). */
export function useAccountLoad(): AccountLoad {
  return useRecoilValue(accountLoadState);
}
