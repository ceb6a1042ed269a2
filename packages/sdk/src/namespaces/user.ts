import type {
  OkResponseBody,
  UserData,
  UserResponseBody,
  UsersDeleteTotpResponseBody,
  UsersSearchResponseBody,
} from '@foyer/protocol';
import { fillPath, SDK_PATHS } from '@foyer/protocol/paths';
import type { ClientContext } from '../context.ts';
import { hasSession, sameJson } from '../state/session-state.ts';
import type { UserApi } from '../types.ts';

/** The signed-in user, and the user lookup the password flow starts with. */
export function createUserApi(context: ClientContext): UserApi {
  const { http, store } = context;
  return {
    async get(call) {
      const sentWith = store.get().session_token;
      const { user } = await http.request<UserResponseBody>('GET', SDK_PATHS.usersMe, call);
      const state = store.get();
      // Only refresh the stored user of the session the call was made with.
      if (hasSession(state) && state.session_token === sentWith) store.set({ ...state, user });
      return user;
    },
    getSync: () => store.get().user,
    async search(email, call = {}) {
      const { user_type } = await http.request<UsersSearchResponseBody>('POST', SDK_PATHS.usersSearch, {
        ...call,
        body: { email },
      });
      return { userType: user_type };
    },
    deleteWebauthnRegistration: async (id, call) =>
      http.request<OkResponseBody>(
        'DELETE',
        fillPath(SDK_PATHS.usersDeleteWebauthnRegistration, { webauthn_registration_id: id }),
        call,
      ),
    async deleteTotp(totpId, call) {
      const sentWith = store.get().session_token;
      const answer = await http.request<UsersDeleteTotpResponseBody>(
        'DELETE',
        fillPath(SDK_PATHS.usersDeleteTotp, { totp_id: totpId }),
        call,
      );
      // The answer carries the user without the app: keep the stored one in step, as get() does.
      const state = store.get();
      if (hasSession(state) && state.session_token === sentWith) store.set({ ...state, user: answer.user });
      return answer;
    },
    onChange(listener: (user: UserData | null) => void) {
      return store.subscribe((state, previous) => {
        if (!sameJson(state.user, previous.user)) listener(state.user);
      });
    },
  };
}
