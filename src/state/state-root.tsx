import type { ReactNode } from "react";
import { RecoilRoot, type MutableSnapshot } from "recoil";
import type { User } from "../services/user/user";
import {
  accountDialogState,
  authState,
  type AccountDialog,
} from "./auth-state";
import type {
  PendingPoints,
  SpentPoints,
} from "../../domain/points/points-contract";
import {
  balanceLoadState,
  pendingPointsState,
  pointsState,
  spentPointsState,
} from "./points-state";
import {
  arrivalDateState,
  arrivalTextState,
  departureDateState,
  departureTextState,
} from "./trip-form";
import { accountLoadState, userState, type AccountLoad } from "./user-state";

/** Values to start from instead of the defaults, e.g. a signed-in test visit. */
export interface InitialState {
  signedIn?: boolean | null;
  user?: User | null;
  accountLoad?: AccountLoad;
  balanceLoad?: AccountLoad;
  points?: number | null;
  pendingPoints?: PendingPoints[];
  spentPoints?: SpentPoints[];
  accountDialog?: AccountDialog;
  departureDate?: string;
  arrivalDate?: string;
  departureText?: string;
  arrivalText?: string;
}

function seed(state: InitialState) {
  return ({ set }: MutableSnapshot) => {
    if (state.signedIn !== undefined) set(authState, state.signedIn);
    if (state.user !== undefined) set(userState, state.user);
    if (state.accountLoad) set(accountLoadState, state.accountLoad);
    if (state.balanceLoad) set(balanceLoadState, state.balanceLoad);
    if (state.points !== undefined) set(pointsState, state.points);
    if (state.pendingPoints) set(pendingPointsState, state.pendingPoints);
    if (state.spentPoints) set(spentPointsState, state.spentPoints);
    if (state.accountDialog !== undefined) {
      set(accountDialogState, state.accountDialog);
    }
    if (state.departureDate) set(departureDateState, state.departureDate);
    if (state.arrivalDate) set(arrivalDateState, state.arrivalDate);
    if (state.departureText) set(departureTextState, state.departureText);
    if (state.arrivalText) set(arrivalTextState, state.arrivalText);
  };
}

/** The one store of the visit's state, at the root of every page. */
export function StateRoot({
  children,
  initialState,
}: {
  children: ReactNode;
  initialState?: InitialState;
}) {
  return (
    <RecoilRoot initializeState={initialState && seed(initialState)}>
      {children}
    </RecoilRoot>
  );
}
