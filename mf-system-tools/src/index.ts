// Shared modules must not be imported before the federation runtime has negotiated them.
import('./standalone/bootstrap');
