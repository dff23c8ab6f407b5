/** The users feature's screens, one lazy chunk (fewer chunks keep the sign-in page's bundle whole). */
export { Component as UserListPage } from './user-list'
export { Component as UserViewPage } from './user-view'
