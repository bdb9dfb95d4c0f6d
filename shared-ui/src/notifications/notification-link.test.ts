import { screenPathOf } from './notification-link';

it('opens a notice’s spec route inside the layout, and anything else at home', () => {
  expect(screenPathOf('/user/taskDetails/55')).toBe('/taskDetails/55');
  expect(screenPathOf('/user/calendario')).toBe('/calendario');
  expect(screenPathOf('/user')).toBe('/user');
  expect(screenPathOf('/board/3')).toBe('/board/3');
  expect(screenPathOf(null)).toBe('/user');
  expect(screenPathOf('https://otro.example/x')).toBe('/user');
  expect(screenPathOf('//otro.example/x')).toBe('/user');
});
