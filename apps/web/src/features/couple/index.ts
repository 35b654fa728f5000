/** The couple feature's public entry (for other features and the routes). */
export { DashboardInvitations } from './components/dashboard-invitations';
