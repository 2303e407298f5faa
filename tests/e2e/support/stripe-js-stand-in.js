// A stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js), served to the browser by the
// e2e tests (stripe-js-stand-in.ts) instead of the real script, which needs the internet. It offers
// what @stripe/stripe-js 10 and @stripe/react-stripe-js 7 call for a CardElement, no more:
//   window.Stripe(key) → { elements, confirmCardPayment, createToken, createPaymentMethod,
//                          registerAppInfo, _registerWrapper }
//   elements.create('card') → { mount, unmount, on, off, update, destroy, focus, blur, clear }
// The card field is a plain <input aria-label="Numéro de carte">. confirmCardPayment posts to the
// Stripe API stand-in (tests/support/stripe-api-stand-in.mjs): `pm_card_visa`, or
// `pm_card_chargeDeclined` when the number typed is 4000000000000002, and answers
// `{ paymentIntent }` or `{ error }` as Stripe.js does.
// `__STRIPE_API_URL__` is replaced by the stand-in's URL when served.
/* global window, document */
;(function () {
  'use strict'
  var API_URL = '__STRIPE_API_URL__'
  var DECLINED_NUMBER = '4000000000000002'

  function digits(value) {
    return String(value || '').replace(/\D/g, '')
  }

  function createCardElement() {
    var listeners = {}
    var input = null
    var disabled = false

    function emit(type, event) {
      ;(listeners[type] || []).slice().forEach(function (handler) {
        handler(event)
      })
    }

    function changeEvent() {
      var number = digits(input ? input.value : '')
      var error
      if (number.length > 0 && number.length < 16 && input && document.activeElement !== input) {
        error = { type: 'validation_error', code: 'incomplete_number', message: 'Le numéro de carte est incomplet.' }
      }
      return { elementType: 'card', empty: number.length === 0, complete: number.length >= 16, brand: 'visa', error: error }
    }

    var element = {
      mount: function (target) {
        var node = typeof target === 'string' ? document.querySelector(target) : target
        if (!node) throw new Error('stripe-js stand-in: mount target not found')
        input = document.createElement('input')
        input.type = 'text'
        input.inputMode = 'numeric'
        input.autocomplete = 'cc-number'
        input.placeholder = 'Numéro de carte'
        input.setAttribute('aria-label', 'Numéro de carte')
        input.disabled = disabled
        input.style.cssText = 'width:100%;border:0;background:transparent;color:inherit;font:inherit;font-size:16px'
        input.addEventListener('input', function () {
          emit('change', changeEvent())
        })
        input.addEventListener('focus', function () {
          emit('focus', { elementType: 'card' })
        })
        input.addEventListener('blur', function () {
          emit('blur', { elementType: 'card' })
        })
        node.appendChild(input)
        setTimeout(function () {
          emit('ready', element)
        }, 0)
      },
      unmount: function () {
        if (input && input.parentNode) input.parentNode.removeChild(input)
        input = null
      },
      destroy: function () {
        element.unmount()
        listeners = {}
      },
      on: function (type, handler) {
        ;(listeners[type] = listeners[type] || []).push(handler)
        return element
      },
      off: function (type, handler) {
        listeners[type] = (listeners[type] || []).filter(function (h) {
          return h !== handler
        })
        return element
      },
      update: function (options) {
        if (options && typeof options.disabled === 'boolean') {
          disabled = options.disabled
          if (input) input.disabled = disabled
        }
      },
      focus: function () {
        if (input) input.focus()
      },
      blur: function () {
        if (input) input.blur()
      },
      clear: function () {
        if (input) input.value = ''
        emit('change', changeEvent())
      },
      // For confirmCardPayment: what was typed.
      _number: function () {
        return digits(input ? input.value : '')
      },
    }
    return element
  }

  function Stripe(key) {
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) throw new Error('stripe-js stand-in: a publishable key is required')
    var card = null
    var elements = {
      create: function (type, options) {
        if (type !== 'card') throw new Error('stripe-js stand-in: only the card element exists here (asked: ' + type + ')')
        card = createCardElement()
        if (options) card.update(options)
        return card
      },
      getElement: function () {
        return card
      },
      update: function () {},
    }

    function unsupported(name) {
      return function () {
        return Promise.reject(new Error('stripe-js stand-in: ' + name + ' is not implemented'))
      }
    }

    return {
      elements: function () {
        return elements
      },
      confirmCardPayment: function (clientSecret, data) {
        var intentId = String(clientSecret).split('_secret_')[0]
        var element = data && data.payment_method && data.payment_method.card
        var number = element && element._number ? element._number() : ''
        var body = new URLSearchParams({
          payment_method: number === DECLINED_NUMBER ? 'pm_card_chargeDeclined' : 'pm_card_visa',
          client_secret: clientSecret,
          key: key,
        })
        return fetch(API_URL + '/v1/payment_intents/' + encodeURIComponent(intentId) + '/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
        })
          .then(function (response) {
            return response.json().then(function (json) {
              if (response.ok) return { paymentIntent: json }
              return { error: json.error || { type: 'api_error', message: 'Erreur inconnue.' } }
            })
          })
          .catch(function () {
            return { error: { type: 'api_connection_error', message: 'Connexion au service de paiement impossible.' } }
          })
      },
      createToken: unsupported('createToken'),
      createPaymentMethod: unsupported('createPaymentMethod'),
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    }
  }
  // @stripe/stripe-js compares this with its release train and warns when they differ.
  Stripe.version = 'endive'
  window.Stripe = Stripe
})()
